-- A teacher's moves of a lesson no longer count against the student's reschedule allowance
-- (issue 29, item 23): the policy judges "studentRescheduleCount", the student's own moves, while
-- "rescheduleCount" keeps counting every move (the calendar feed's SEQUENCE).
ALTER TABLE "sessions" ADD COLUMN "studentRescheduleCount" INTEGER NOT NULL DEFAULT 0;

-- Existing sessions: the student's moves are the reschedules the audit log records as theirs.
UPDATE "sessions" s
SET "studentRescheduleCount" = moves.n
FROM (
  SELECT "entityId", COUNT(*)::int AS n
  FROM "audit_logs"
  WHERE "action" = 'session.reschedule' AND "actorType" = 'student' AND "entityType" = 'session'
  GROUP BY "entityId"
) moves
WHERE moves."entityId" = s."id"::text;
