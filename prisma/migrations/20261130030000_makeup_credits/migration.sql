-- AlterEnum
ALTER TYPE "PolicyAction" ADD VALUE 'makeup_credit';

-- AlterTable
ALTER TABLE "cancellation_policies" ADD COLUMN     "makeupValidDays" INTEGER NOT NULL DEFAULT 60;

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "balanceFeePercent" INTEGER;

-- CreateTable
CREATE TABLE "makeup_credits" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "sourceSessionId" UUID NOT NULL,
    "enrollmentId" UUID,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedSessionId" UUID,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "makeup_credits_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "makeup_credits_sourceSessionId_key" ON "makeup_credits"("sourceSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "makeup_credits_usedSessionId_key" ON "makeup_credits"("usedSessionId");

-- CreateIndex
CREATE INDEX "makeup_credits_teacherId_studentId_expiresAt_idx" ON "makeup_credits"("teacherId", "studentId", "expiresAt");

-- AddForeignKey
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_sourceSessionId_fkey" FOREIGN KEY ("sourceSessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "makeup_credits" ADD CONSTRAINT "makeup_credits_usedSessionId_fkey" FOREIGN KEY ("usedSessionId") REFERENCES "sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable: a refunded receipt's credit note names its refund (decision 0157)
ALTER TABLE "invoices" ADD COLUMN     "creditsRefundId" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "invoices_creditsRefundId_key" ON "invoices"("creditsRefundId");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_creditsRefundId_fkey" FOREIGN KEY ("creditsRefundId") REFERENCES "refunds"("id") ON DELETE SET NULL ON UPDATE CASCADE;
