import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db, type Prisma as PrismaTypes } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { detectedLifecycleTypes } from '@/lib/students/lifecycle-schemas';
import { deletionNoticeKind, noticeGraceDays } from './retention-rules';
import type { TRetentionSettings } from './schemas';

export type InactiveStudent = {
  id: string;
  name: string;
  lastActivityAt: Date;
  /** When the newest deletion notice still good for this inactivity was sent; null: none. */
  noticedAt: Date | null;
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);

/**
 * A student's last activity (decision 0047): the latest of their creation, any session of theirs
 * (primary or participant, any status, by start: a booked future lesson counts), any enrollment
 * (created, or valid until), a contact log entry, a payment, a review, a portal visit (sign-in last
 * seen) and a lifecycle event written by an operation (the detection's own events do not count).
 * A student with an open enrollment (active, awaiting payment, suspended) is never inactive.
 */
const lastActivitySql = (teacherId: string) => {
  const t = Prisma.sql`${teacherId}::uuid`;
  const detected = [...detectedLifecycleTypes, 'churned'];
  return Prisma.sql`GREATEST(
    st."createdAt",
    (SELECT max(s."startUtc") FROM "sessions" s WHERE s."teacherId" = ${t} AND s."studentId" = st."id"),
    (SELECT max(s."startUtc") FROM "session_participants" p JOIN "sessions" s ON s."id" = p."sessionId"
      WHERE p."teacherId" = ${t} AND p."studentId" = st."id"),
    (SELECT max(GREATEST(e."createdAt", e."validUntil")) FROM "enrollments" e
      WHERE e."teacherId" = ${t} AND e."studentId" = st."id"),
    (SELECT max(c."sentAt") FROM "contact_log_entries" c WHERE c."teacherId" = ${t} AND c."studentId" = st."id"),
    (SELECT max(pay."createdAt") FROM "payments" pay WHERE pay."teacherId" = ${t} AND pay."studentId" = st."id"),
    (SELECT max(r."createdAt") FROM "reviews" r WHERE r."teacherId" = ${t} AND r."studentId" = st."id"),
    (SELECT max(a."lastSeenAt") FROM "auth_sessions" a WHERE a."studentId" = st."id"),
    (SELECT max(l."occurredAt") FROM "student_lifecycle_events" l
      WHERE l."teacherId" = ${t} AND l."studentId" = st."id" AND l."type"::text <> ALL(${detected}::text[])))`;
};

/**
 * The teacher's students inactive for at least `minDays`, not yet erased, in one statement, with
 * the deletion notice that covers their current inactivity: one sent after their last activity and
 * within the last notifyBeforeDeleteDays + 28 days (an older one has lapsed). `only` narrows to
 * these ids (the erasure step re-checks its students right before erasing them).
 */
export async function findInactiveStudents(
  {
    teacherId,
    settings,
    now,
    minDays,
    only,
  }: {
    teacherId: string;
    settings: TRetentionSettings;
    now: Date;
    minDays: number;
    only?: string[];
  },
  client: PrismaTypes.TransactionClient = db,
): Promise<InactiveStudent[]> {
  const noticeFrom = daysBefore(now, settings.notifyBeforeDeleteDays + noticeGraceDays);
  return client.$queryRaw<InactiveStudent[]>`
    WITH activity AS (
      SELECT st."id", st."name", ${lastActivitySql(teacherId)} AS "lastActivityAt"
        FROM "students" st
       WHERE st."teacherId" = ${teacherId}::uuid AND st."anonymizedAt" IS NULL
         ${only ? Prisma.sql`AND st."id" = ANY(${only}::uuid[])` : Prisma.empty}
         AND NOT EXISTS (SELECT 1 FROM "enrollments" e
                          WHERE e."teacherId" = ${teacherId}::uuid AND e."studentId" = st."id"
                            AND e."status" IN ('active', 'pending_payment', 'suspended'))
    )
    SELECT a."id", a."name", a."lastActivityAt",
           (SELECT max(n."createdAt") FROM "notifications" n
             WHERE n."teacherId" = ${teacherId}::uuid AND n."type" = 'erasure_requested'
               AND n."data"->>'kind' = ${deletionNoticeKind}
               AND n."data"->'studentIds' @> jsonb_build_array(a."id"::text)
               AND n."createdAt" > a."lastActivityAt" AND n."createdAt" >= ${noticeFrom}::timestamptz) AS "noticedAt"
      FROM activity a
     WHERE a."lastActivityAt" < ${daysBefore(now, minDays)}::timestamptz
     ORDER BY a."lastActivityAt", a."id"`;
}
