import 'server-only';
import { Prisma } from '@/generated/prisma/client';

/**
 * `held` ("studentId", "startUtc"): one row per completed session a student of the teacher took part
 * in, as its primary student or as a completed participant of a completed group session, up to
 * `until`. UNION ALL without a dedupe pass (the costliest step on a large history): a seat of the
 * session's own primary student is left out instead. Every student counts, soft-deleted and erased
 * ones too: their lessons happened, and history must not change when a student is removed later (the
 * lists of students to act on leave them out instead). Seats are few next to sessions: each finds
 * its session by id (`OFFSET 0` keeps the planner from turning that into a scan of every session).
 */
export const heldCte = (teacherId: string, until: Date, from?: Date) => {
  const since = from ? Prisma.sql`AND s."startUtc" >= ${from}::timestamptz` : Prisma.empty;
  return Prisma.sql`
  held AS (
    SELECT s."studentId", s."startUtc" FROM "sessions" s
     WHERE s."teacherId" = ${teacherId}::uuid AND s."status" = 'completed' AND s."studentId" IS NOT NULL
       AND s."startUtc" <= ${until}::timestamptz ${since}
    UNION ALL
    SELECT p."studentId", seat."startUtc" FROM "session_participants" p
     CROSS JOIN LATERAL (
       SELECT s."startUtc" FROM "sessions" s
        WHERE s."id" = p."sessionId" AND s."status" = 'completed' AND s."startUtc" <= ${until}::timestamptz ${since}
          AND s."studentId" IS DISTINCT FROM p."studentId"
       OFFSET 0
     ) seat
     WHERE p."teacherId" = ${teacherId}::uuid AND p."status" = 'completed'
  )`;
};

/**
 * Whether the student `studentSql` has a held session before `before`: one index probe per student
 * for their own sessions, and one through their seats (participants first, then the session by id).
 */
export const heldBeforeSql = (teacherId: string, studentSql: Prisma.Sql, before: Date) => Prisma.sql`
  (EXISTS (SELECT 1 FROM "sessions" o
            WHERE o."teacherId" = ${teacherId}::uuid AND o."studentId" = ${studentSql} AND o."status" = 'completed'
              AND o."startUtc" < ${before}::timestamptz)
   OR EXISTS (SELECT 1 FROM "session_participants" op
               WHERE op."teacherId" = ${teacherId}::uuid AND op."studentId" = ${studentSql} AND op."status" = 'completed'
                 AND EXISTS (SELECT 1 FROM "sessions" o WHERE o."id" = op."sessionId" AND o."status" = 'completed'
                                AND o."startUtc" < ${before}::timestamptz)))`;
