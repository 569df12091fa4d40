-- AlterTable
ALTER TABLE "webhook_events" ADD COLUMN     "ignoredReason" TEXT;
