-- AlterTable
ALTER TABLE "auth_sessions" ADD COLUMN     "familyId" UUID;

-- AlterTable
ALTER TABLE "magic_link_tokens" ADD COLUMN     "familyId" UUID;

-- AlterTable
ALTER TABLE "students" ADD COLUMN     "familyId" UUID,
ADD COLUMN     "isMinor" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "families" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "payerName" TEXT NOT NULL,
    "payerEmail" TEXT NOT NULL,
    "payerPhone" TEXT,
    "payerLocale" VARCHAR(5),
    "calendarFeedToken" TEXT,
    "pspCustomerId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "families_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "families_calendarFeedToken_key" ON "families"("calendarFeedToken");

-- CreateIndex
CREATE INDEX "families_teacherId_name_idx" ON "families"("teacherId", "name");

-- CreateIndex
CREATE INDEX "families_teacherId_createdAt_idx" ON "families"("teacherId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "families_teacherId_payerEmail_key" ON "families"("teacherId", "payerEmail");

-- CreateIndex
CREATE INDEX "auth_sessions_familyId_idx" ON "auth_sessions"("familyId");

-- CreateIndex
CREATE INDEX "magic_link_tokens_familyId_idx" ON "magic_link_tokens"("familyId");

-- CreateIndex
CREATE INDEX "students_teacherId_familyId_idx" ON "students"("teacherId", "familyId");

-- CreateIndex
CREATE INDEX "students_familyId_idx" ON "students"("familyId");

-- AddForeignKey
ALTER TABLE "students" ADD CONSTRAINT "students_familyId_fkey" FOREIGN KEY ("familyId") REFERENCES "families"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "families" ADD CONSTRAINT "families_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_familyId_fkey" FOREIGN KEY ("familyId") REFERENCES "families"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "magic_link_tokens" ADD CONSTRAINT "magic_link_tokens_familyId_fkey" FOREIGN KEY ("familyId") REFERENCES "families"("id") ON DELETE CASCADE ON UPDATE CASCADE;
