import { Prisma } from '@/generated/prisma/client';

/** One row per requested student; every aggregate is 0 or null when the student has none. */
export type StudentActivityRow = {
  studentId: string;
  activeEnrollments: number;
  creditsTotal: number;
  creditsAvailable: number;
  /** Earliest future `validUntil` of an active enrollment that still has credits. */
  creditsExpireAt: Date | null;
  sessionsTotal: number;
  completed: number;
  cancelled: number;
  noShows: number;
  nextSessionAt: Date | null;
  lastSessionAt: Date | null;
  lastContact: Date | null;
  /** Trial sessions with status `pending_confirmation` (the sessions page's "Pending trials"). */
  pendingTrials: number;
};

const remaining = Prisma.sql`("sessionsTotal" - "sessionsCompleted" - "sessionsScheduled" - "sessionsForfeited")`;

/**
 * The roster's computed columns for a set of students in ONE statement: three grouped aggregates
 * restricted to those ids (each served by its (teacherId, studentId, ...) index), joined on the ids.
 *
 * - credits: active enrollments only; available = total - completed - scheduled - forfeited.
 * - sessions: those the student leads (`sessions.studentId`) and those they take part in
 *   (`session_participants`); a session with both counts once, with the participant's own outcome
 *   unless that still says `scheduled`. Holds, rejected trials and expired holds never became
 *   lessons and count nowhere; a cancelled session is cancelled for everyone in it. "Booked"
 *   (scheduled, awaiting confirmation or review) in the future is the next session; the latest past
 *   one that was not cancelled is the last session.
 * - lastContact: latest `sentAt` of the contact log.
 */
export const studentActivitySql = (teacherId: string, ids: string[], now: Date) => Prisma.sql`
  WITH requested AS (
    SELECT DISTINCT unnest(${ids}::uuid[]) AS "studentId"
  ), credits AS (
    SELECT "studentId",
           count(*)::int AS "activeEnrollments",
           coalesce(sum("sessionsTotal"), 0)::int AS "creditsTotal",
           coalesce(sum(${remaining}), 0)::int AS "creditsAvailable",
           min("validUntil") FILTER (WHERE ${remaining} > 0 AND "validUntil" > ${now}::timestamptz) AS "creditsExpireAt"
      FROM "enrollments"
     WHERE "teacherId" = ${teacherId}::uuid AND "studentId" = ANY(${ids}::uuid[]) AND "status" = 'active'
     GROUP BY "studentId"
  ), student_sessions AS (
    SELECT p."studentId", s."startUtc", s."status"::text AS session_status, p."status"::text AS own_status,
           s."isTrialSession" AS is_trial
      FROM "session_participants" p
      JOIN "sessions" s ON s."id" = p."sessionId"
     WHERE p."teacherId" = ${teacherId}::uuid AND p."studentId" = ANY(${ids}::uuid[])
    UNION ALL
    SELECT s."studentId", s."startUtc", s."status"::text, NULL, s."isTrialSession"
      FROM "sessions" s
     WHERE s."teacherId" = ${teacherId}::uuid AND s."studentId" = ANY(${ids}::uuid[])
       AND NOT EXISTS (
         SELECT 1 FROM "session_participants" p WHERE p."sessionId" = s."id" AND p."studentId" = s."studentId"
       )
  ), outcomes AS (
    SELECT "studentId", "startUtc", session_status, is_trial,
           CASE
             WHEN session_status IN ('hold', 'rejected', 'expired') THEN 'void'
             WHEN session_status = 'cancelled' THEN 'cancelled'
             ELSE CASE coalesce(nullif(own_status, 'scheduled'), session_status)
                    WHEN 'completed' THEN 'completed'
                    WHEN 'cancelled' THEN 'cancelled'
                    WHEN 'no_show' THEN 'no_show'
                    ELSE 'booked'
                  END
           END AS outcome
      FROM student_sessions
  ), history AS (
    SELECT "studentId",
           count(*) FILTER (WHERE outcome <> 'void')::int AS "sessionsTotal",
           count(*) FILTER (WHERE outcome = 'completed')::int AS "completed",
           count(*) FILTER (WHERE outcome = 'cancelled')::int AS "cancelled",
           count(*) FILTER (WHERE outcome = 'no_show')::int AS "noShows",
           count(*) FILTER (WHERE is_trial AND session_status = 'pending_confirmation')::int AS "pendingTrials",
           min("startUtc") FILTER (WHERE outcome = 'booked' AND "startUtc" > ${now}::timestamptz) AS "nextSessionAt",
           max("startUtc") FILTER (
             WHERE outcome IN ('booked', 'completed', 'no_show') AND "startUtc" <= ${now}::timestamptz
           ) AS "lastSessionAt"
      FROM outcomes
     GROUP BY "studentId"
  ), contacts AS (
    SELECT "studentId", max("sentAt") AS "lastContact"
      FROM "contact_log_entries"
     WHERE "teacherId" = ${teacherId}::uuid AND "studentId" = ANY(${ids}::uuid[])
     GROUP BY "studentId"
  )
  SELECT r."studentId"::text AS "studentId",
         coalesce(c."activeEnrollments", 0) AS "activeEnrollments",
         coalesce(c."creditsTotal", 0) AS "creditsTotal",
         coalesce(c."creditsAvailable", 0) AS "creditsAvailable",
         c."creditsExpireAt",
         coalesce(h."sessionsTotal", 0) AS "sessionsTotal",
         coalesce(h."completed", 0) AS "completed",
         coalesce(h."cancelled", 0) AS "cancelled",
         coalesce(h."noShows", 0) AS "noShows",
         coalesce(h."pendingTrials", 0) AS "pendingTrials",
         h."nextSessionAt",
         h."lastSessionAt",
         k."lastContact"
    FROM requested r
    LEFT JOIN credits c ON c."studentId" = r."studentId"
    LEFT JOIN history h ON h."studentId" = r."studentId"
    LEFT JOIN contacts k ON k."studentId" = r."studentId"`;
