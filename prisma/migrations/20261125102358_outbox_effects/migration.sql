-- CreateEnum
CREATE TYPE "OutboxEffectKind" AS ENUM ('audit', 'email', 'event');

-- CreateEnum
CREATE TYPE "OutboxEffectStatus" AS ENUM ('pending', 'delivered', 'failed');

-- CreateTable
CREATE TABLE "outbox_effects" (
    "id" UUID NOT NULL,
    "kind" "OutboxEffectKind" NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "OutboxEffectStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "availableAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_effects_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_effects_status_availableAt_idx" ON "outbox_effects"("status", "availableAt");

-- CreateIndex
CREATE INDEX "outbox_effects_status_deliveredAt_idx" ON "outbox_effects"("status", "deliveredAt");
