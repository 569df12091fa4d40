-- CreateTable
CREATE TABLE "cron_claims" (
    "name" TEXT NOT NULL,
    "lastTickAt" TIMESTAMPTZ(3) NOT NULL,
    "claimedBy" TEXT,

    CONSTRAINT "cron_claims_pkey" PRIMARY KEY ("name")
);
