-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "refunds_paymentId_idempotencyKey_key" ON "refunds"("paymentId", "idempotencyKey");
