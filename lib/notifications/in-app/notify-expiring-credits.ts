import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { formatDate } from '@/lib/core/format-time';
import { dayMs } from '@/lib/core/time';
import { transaction } from '@/lib/outbox/transaction';
import { inAppNotificationEnabled } from './in-app-toggle';

/** An enrollment is "about to expire" when its validUntil is less than this far away (spec). */
export const expiringWindowMs = 7 * dayMs;

export type ExpiringCreditsResult = {
  /** Notifications written by this run. */
  notified: number;
  /** Expiring enrollments without a notice whose teacher turned `creditsExpiring` off. */
  skipped: number;
};

type Candidate = {
  enrollmentId: string;
  teacherId: string;
  studentId: string;
  studentName: string;
  serviceName: string;
  remaining: number;
  validUntil: Date;
  timezone: string;
  preferences: unknown;
};

const remaining = Prisma.sql`(e."sessionsTotal" - e."sessionsCompleted" - e."sessionsScheduled" - e."sessionsForfeited")`;

const candidatesSql = (now: Date, teacherId: string | undefined) => Prisma.sql`
  SELECT e."id" AS "enrollmentId", e."teacherId", e."studentId", st."name" AS "studentName",
         sv."name" AS "serviceName", ${remaining}::int AS "remaining", e."validUntil",
         t."timezone", t."notificationPreferences" AS "preferences"
    FROM "enrollments" e
    JOIN "teachers" t ON t."id" = e."teacherId"
    JOIN "students" st ON st."id" = e."studentId" AND st."teacherId" = e."teacherId"
    JOIN "services" sv ON sv."id" = e."serviceId" AND sv."teacherId" = e."teacherId"
   WHERE e."status" = 'active'
     AND e."validUntil" >= ${now}::timestamptz
     AND e."validUntil" < ${new Date(now.getTime() + expiringWindowMs)}::timestamptz
     AND ${remaining} > 0
     AND st."deletedAt" IS NULL
     ${teacherId ? Prisma.sql`AND e."teacherId" = ${teacherId}::uuid` : Prisma.empty}
     AND NOT EXISTS (
       SELECT 1 FROM "notifications" n
        WHERE n."teacherId" = e."teacherId" AND n."type" = 'credits_expiring'
          AND n."data"->>'enrollmentId' = e."id"::text)
   ORDER BY e."teacherId", e."validUntil"`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The daily "credits about to expire" notices (decision 0040): every active enrollment whose
 * validUntil is in [now, now + 7 days) — the dashboard's `expiring_credits` condition — that still
 * has credits left (total - completed - scheduled - forfeited > 0) and whose student is not erased
 * gets ONE `credits_expiring` in-app notification, ever, when its teacher's `creditsExpiring`
 * toggle is on (inAppNotificationEnabled). Every teacher, or only `teacherId`.
 *
 * Three statements per run, whatever the number of enrollments: a transaction-scoped advisory lock
 * (two runs at once take turns, and the second sees the first's rows), the read of the enrollments
 * that have no notice yet, and one insert of all the notices. A teacher with the toggle off gets
 * nothing and nothing is marked: turning it back on notifies the enrollments still expiring.
 */
export async function notifyExpiringCredits({
  now = new Date(),
  teacherId,
}: { now?: Date; teacherId?: string } = {}): Promise<ExpiringCreditsResult> {
  return transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('notifications:credits_expiring', 0))`;
    const candidates = await tx.$queryRaw<Candidate[]>(candidatesSql(now, teacherId));
    const enabled = candidates.filter((row) => inAppNotificationEnabled(row.preferences, 'credits_expiring'));
    if (enabled.length) {
      await tx.notification.createMany({
        data: enabled.map((row) => ({
          teacherId: row.teacherId,
          studentId: row.studentId,
          type: 'credits_expiring' as const,
          title: `Credits about to expire: ${row.studentName}`.slice(0, 200),
          body: `${plural(row.remaining, 'credit')} left on ${row.serviceName}, valid until ${formatDate(row.validUntil, row.timezone)}.`,
          data: {
            enrollmentId: row.enrollmentId,
            href: `/teacher/students/${row.studentId}`,
            studentName: row.studentName,
            serviceName: row.serviceName,
            remaining: row.remaining,
            validUntil: row.validUntil.toISOString(),
          },
        })),
      });
    }
    return { notified: enabled.length, skipped: candidates.length - enabled.length };
  });
}
