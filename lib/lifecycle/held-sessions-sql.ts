import 'server-only';
import { Prisma } from '@/generated/prisma/client';

/**
 * CTEs shared by the detectors, all of one teacher:
 * - `live`: students neither soft-deleted nor erased (nothing is detected for those);
 * - `held`: one row per completed session of each live student, as its primary student or as a
 *   completed participant of a completed group session (`studentId`, `sessionId`, `startUtc`).
 */
export const heldSessionsCte = (teacherId: string) => Prisma.sql`
  live AS (
    SELECT st."id" FROM "students" st
     WHERE st."teacherId" = ${teacherId}::uuid AND st."deletedAt" IS NULL AND st."anonymizedAt" IS NULL
  ),
  held AS (
    SELECT s."studentId", s."id" AS "sessionId", s."startUtc" FROM "sessions" s
      JOIN live ON live."id" = s."studentId"
     WHERE s."teacherId" = ${teacherId}::uuid AND s."status" = 'completed'
    UNION
    SELECT p."studentId", s."id" AS "sessionId", s."startUtc" FROM "session_participants" p
      JOIN live ON live."id" = p."studentId"
      JOIN "sessions" s ON s."id" = p."sessionId"
     WHERE p."teacherId" = ${teacherId}::uuid AND p."status" = 'completed' AND s."status" = 'completed'
  )`;

/** Live students with a session still ahead (booked or awaiting confirmation): no gap, no churn. */
export const upcomingCte = (teacherId: string, now: Date) => Prisma.sql`
  upcoming AS (
    SELECT s."studentId" FROM "sessions" s
     WHERE s."teacherId" = ${teacherId}::uuid AND s."studentId" IS NOT NULL
       AND s."status" IN ('scheduled', 'pending_confirmation') AND s."startUtc" > ${now}::timestamptz
    UNION
    SELECT p."studentId" FROM "session_participants" p JOIN "sessions" s ON s."id" = p."sessionId"
     WHERE p."teacherId" = ${teacherId}::uuid AND p."status" = 'scheduled'
       AND s."status" = 'scheduled' AND s."startUtc" > ${now}::timestamptz
  )`;
