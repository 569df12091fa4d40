import 'server-only';
import { Prisma } from '@/generated/prisma/client';

/**
 * `held` ("studentId", "startUtc"): one row per completed session a student of the teacher took part
 * in, as its primary student or as a completed participant of a completed group session, up to
 * `until`. UNION ALL without a dedupe pass (the costliest step on a large history): a seat of the
 * session's own primary student is left out instead. Every student counts, soft-deleted and erased
 * ones too: their lessons happened, and history must not change when a student is removed later (the
 * lists of students to act on leave them out instead).
 */
export const heldCte = (teacherId: string, until: Date) => Prisma.sql`
  held AS (
    SELECT s."studentId", s."startUtc" FROM "sessions" s
     WHERE s."teacherId" = ${teacherId}::uuid AND s."status" = 'completed' AND s."studentId" IS NOT NULL
       AND s."startUtc" <= ${until}::timestamptz
    UNION ALL
    SELECT p."studentId", s."startUtc" FROM "session_participants" p
      JOIN "sessions" s ON s."id" = p."sessionId"
     WHERE p."teacherId" = ${teacherId}::uuid AND p."status" = 'completed' AND s."status" = 'completed'
       AND s."startUtc" <= ${until}::timestamptz AND s."studentId" IS DISTINCT FROM p."studentId"
  )`;
