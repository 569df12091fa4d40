-- Once-per-student lifecycle events: the database is the referee between concurrent writers
-- (recordLifecycleEvent inserts them with ON CONFLICT DO NOTHING). Prisma's schema language cannot
-- express a partial unique index; lib/core/db/migrate.test.ts checks the schema has no drift.

-- Duplicates written before this index (by racing writers, or repeated trial requests) would block
-- it: keep the earliest of each (studentId, type).
DELETE FROM "student_lifecycle_events" AS later
USING "student_lifecycle_events" AS earlier
WHERE later."studentId" = earlier."studentId"
  AND later."type" = earlier."type"
  AND later."type" IN ('first_contact', 'first_purchase', 'first_session', 'trial_requested')
  AND (earlier."occurredAt", earlier."id") < (later."occurredAt", later."id");

CREATE UNIQUE INDEX "student_lifecycle_events_once_per_student"
  ON "student_lifecycle_events" ("studentId", "type")
  WHERE "type" IN ('first_contact', 'first_purchase', 'first_session', 'trial_requested');
