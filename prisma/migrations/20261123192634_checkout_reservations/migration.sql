-- AlterTable
ALTER TABLE "enrollments" ADD COLUMN     "checkoutExpiresAt" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "enrollments_discountCodeId_status_idx" ON "enrollments"("discountCodeId", "status");

-- CreateIndex
CREATE INDEX "enrollments_status_checkoutExpiresAt_idx" ON "enrollments"("status", "checkoutExpiresAt");
