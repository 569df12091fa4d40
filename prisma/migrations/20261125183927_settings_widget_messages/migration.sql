-- CreateEnum
CREATE TYPE "ScheduledMessageAudience" AS ENUM ('student', 'tag', 'all_active');

-- AlterEnum
ALTER TYPE "AnalyticsEventType" ADD VALUE 'booking_completed';

-- AlterTable
ALTER TABLE "scheduled_messages" ADD COLUMN     "audience" "ScheduledMessageAudience" NOT NULL DEFAULT 'student',
ADD COLUMN     "recipientCount" INTEGER,
ADD COLUMN     "tagId" UUID,
ADD COLUMN     "timezone" TEXT NOT NULL DEFAULT 'UTC';

-- AlterTable
ALTER TABLE "teachers" ADD COLUMN     "lastWeeklyReportAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "widget_configs" ADD COLUMN     "allowedOrigins" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "scheduled_messages_status_sendAt_idx" ON "scheduled_messages"("status", "sendAt");

-- AddForeignKey
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE SET NULL ON UPDATE CASCADE;
