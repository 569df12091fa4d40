-- AlterTable
ALTER TABLE "families" ADD COLUMN     "importId" UUID;

-- CreateIndex
CREATE INDEX "families_importId_idx" ON "families"("importId");
