-- AlterTable
ALTER TABLE "billing_settings" ADD COLUMN     "lastMonthlyRun" TEXT;
