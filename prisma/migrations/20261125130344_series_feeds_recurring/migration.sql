-- CreateEnum
CREATE TYPE "SeriesFrequency" AS ENUM ('weekly', 'fortnightly');

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "allowsRecurring" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "seriesId" UUID;

-- AlterTable
ALTER TABLE "students" ADD COLUMN     "calendarFeedToken" TEXT;

-- AlterTable
ALTER TABLE "teachers" ADD COLUMN     "calendarFeedToken" TEXT;

-- CreateTable
CREATE TABLE "session_series" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "enrollmentId" UUID,
    "frequency" "SeriesFrequency" NOT NULL,
    "localTime" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "timezone" TEXT NOT NULL,
    "createdBy" "CancellationActor" NOT NULL,
    "endedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "session_series_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "session_series_teacherId_createdAt_idx" ON "session_series"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "session_series_teacherId_studentId_idx" ON "session_series"("teacherId", "studentId");

-- CreateIndex
CREATE INDEX "sessions_seriesId_startUtc_idx" ON "sessions"("seriesId", "startUtc");

-- CreateIndex
CREATE UNIQUE INDEX "students_calendarFeedToken_key" ON "students"("calendarFeedToken");

-- CreateIndex
CREATE UNIQUE INDEX "teachers_calendarFeedToken_key" ON "teachers"("calendarFeedToken");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "session_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_series" ADD CONSTRAINT "session_series_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
