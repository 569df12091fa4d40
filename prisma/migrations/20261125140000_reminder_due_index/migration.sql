-- The reminder job (lib/notifications/send-due-reminders.ts) scans scheduled sessions starting soon that
-- have not been reminded. Once reminded, a session never matches again, so a partial index stays as
-- small as the next day's unreminded sessions however large the table grows. Prisma's schema
-- language cannot express a partial index; lib/core/db/migrate.test.ts checks the schema has no drift.
CREATE INDEX "sessions_reminder_due"
  ON "sessions" ("startUtc")
  WHERE "status" = 'scheduled' AND "reminderSentAt" IS NULL;
