-- AlterTable
ALTER TABLE "resources" ADD COLUMN     "fileKey" TEXT,
ADD COLUMN     "fileName" TEXT,
ADD COLUMN     "fileSize" INTEGER;

-- AlterTable
ALTER TABLE "session_participants" ADD COLUMN     "homeworkDoneAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "homeworkDoneAt" TIMESTAMPTZ(3),
ADD COLUMN     "homeworkDueAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "practice_logs" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "serviceId" UUID,
    "practisedOn" DATE NOT NULL,
    "minutes" INTEGER NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "practice_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_file_deletions" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_file_deletions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "practice_logs_teacherId_studentId_practisedOn_idx" ON "practice_logs"("teacherId", "studentId", "practisedOn");

-- CreateIndex
CREATE UNIQUE INDEX "stored_file_deletions_key_key" ON "stored_file_deletions"("key");

-- CreateIndex
CREATE UNIQUE INDEX "resources_fileKey_key" ON "resources"("fileKey");

-- AddForeignKey
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Issue 33: the rules the database can hold, it holds.
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_minutes_range" CHECK ("minutes" BETWEEN 1 AND 600);

-- Every deleted resource that held a file leaves its store key behind for the sweep job, whatever
-- deleted the row (permanent delete, the trash retention purge, a teacher account's cascade).
CREATE FUNCTION "queue_stored_file_deletion"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "stored_file_deletions" ("id", "key") VALUES (gen_random_uuid(), OLD."fileKey")
  ON CONFLICT ("key") DO NOTHING;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "resources_queue_stored_file_deletion"
AFTER DELETE ON "resources"
FOR EACH ROW WHEN (OLD."fileKey" IS NOT NULL)
EXECUTE FUNCTION "queue_stored_file_deletion"();

-- The after-lesson e-mail's toggle (on by default) in the stored default of new teachers.
ALTER TABLE "teachers" ALTER COLUMN "notificationPreferences" SET DEFAULT '{"newBooking":true,"bookingConfirmed":true,"bookingCancelled":true,"sessionReminder":true,"paymentReceived":true,"creditsExpiring":true,"weeklyReport":false,"lessonSummary":true}';
