-- AlterEnum
ALTER TYPE "AuditActorType" ADD VALUE 'payer';

-- AlterTable
ALTER TABLE "legal_acceptances" ADD COLUMN     "signerEmail" TEXT,
ADD COLUMN     "signerName" TEXT;
