-- CreateEnum
CREATE TYPE "MeetingProvider" AS ENUM ('none', 'fixed_link', 'jitsi', 'google_meet');

-- CreateEnum
CREATE TYPE "ReminderChannel" AS ENUM ('email', 'sms', 'both');

-- CreateEnum
CREATE TYPE "SmsStatus" AS ENUM ('queued', 'sent', 'failed', 'refused');

-- AlterEnum
ALTER TYPE "OutboxEffectKind" ADD VALUE 'sms';

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "meetingProvider" "MeetingProvider" NOT NULL DEFAULT 'none',
ADD COLUMN     "meetingUrl" TEXT;

-- AlterTable
ALTER TABLE "students" ADD COLUMN     "phoneVerifiedAt" TIMESTAMPTZ(3),
ADD COLUMN     "reminderChannel" "ReminderChannel" NOT NULL DEFAULT 'email';

-- AlterTable
ALTER TABLE "teachers" ADD COLUMN     "reminderOffsetsMinutes" INTEGER[] DEFAULT ARRAY[1440]::INTEGER[],
ADD COLUMN     "smsMonthlyCap" INTEGER NOT NULL DEFAULT 100;

-- CreateTable
CREATE TABLE "sent_reminders" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "sessionId" UUID NOT NULL,
    "offsetMinutes" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sent_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_messages" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID,
    "to" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "SmsStatus" NOT NULL DEFAULT 'queued',
    "providerId" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "sms_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "phone_verifications" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "phone_verifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_opt_outs" (
    "phone" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_opt_outs_pkey" PRIMARY KEY ("phone")
);

-- CreateIndex
CREATE INDEX "sent_reminders_teacherId_sentAt_idx" ON "sent_reminders"("teacherId", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "sent_reminders_sessionId_offsetMinutes_startsAt_key" ON "sent_reminders"("sessionId", "offsetMinutes", "startsAt");

-- CreateIndex
CREATE INDEX "sms_messages_teacherId_createdAt_idx" ON "sms_messages"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "sms_messages_to_createdAt_idx" ON "sms_messages"("to", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "phone_verifications_studentId_key" ON "phone_verifications"("studentId");

-- CreateIndex
CREATE INDEX "phone_verifications_teacherId_idx" ON "phone_verifications"("teacherId");

-- AddForeignKey
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Sessions already reminded under the single day-ahead reminder keep that reminder as sent.
INSERT INTO "sent_reminders" ("id", "teacherId", "sessionId", "offsetMinutes", "startsAt", "sentAt")
SELECT gen_random_uuid(), "teacherId", "id", 1440, "startUtc", "reminderSentAt"
FROM "sessions" WHERE "reminderSentAt" IS NOT NULL AND "startUtc" > now();
