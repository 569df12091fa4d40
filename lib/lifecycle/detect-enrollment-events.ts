import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { recordAudit } from '@/lib/audit/record-audit';
import { dayMs } from '@/lib/core/time';
import type { DetectedEvent } from './detected-event';
import { expiringWithinDays } from './detection-rules';

type Client = Prisma.TransactionClient;
type EnrollmentRow = { id: string; studentId: string; serviceId: string; validUntil: Date; live: boolean };

const keyOf = (row: EnrollmentRow) => `enrollment:${row.id}:${row.validUntil.toISOString()}`;

const eventOf = (type: 'enrollment_expiring' | 'enrollment_expired', row: EnrollmentRow, occurredAt: Date) => ({
  studentId: row.studentId,
  type,
  key: keyOf(row),
  occurredAt,
  metadata: { enrollmentId: row.id, serviceId: row.serviceId, validUntil: row.validUntil.toISOString() },
});

/**
 * enrollment_expiring: active enrollments whose validUntil is in [now, now + 7 days), once per
 * enrollment and validUntil (a renewal that moves validUntil can expire again). Subscriptions are
 * left out: they renew by themselves, so "expiring" would be noise.
 */
export async function detectExpiringEnrollments(tx: Client, teacherId: string, now: Date): Promise<DetectedEvent[]> {
  const rows = await tx.$queryRaw<EnrollmentRow[]>`
    SELECT e."id", e."studentId", e."serviceId", e."validUntil", true AS "live"
      FROM "enrollments" e JOIN "students" st ON st."id" = e."studentId"
     WHERE e."teacherId" = ${teacherId}::uuid AND e."status" = 'active' AND e."pspSubscriptionId" IS NULL
       AND e."validUntil" >= ${now}::timestamptz
       AND e."validUntil" < ${new Date(now.getTime() + expiringWithinDays * dayMs)}::timestamptz
       AND st."deletedAt" IS NULL AND st."anonymizedAt" IS NULL`;
  return rows.map((row) => eventOf('enrollment_expiring', row, now));
}

/**
 * Active enrollments past their validUntil move to `expired` in the caller's transaction (one
 * UPDATE ... RETURNING), each with an audit entry, and give enrollment_expired (dated by validUntil)
 * to students who are neither soft-deleted nor erased. A second run finds none still active.
 */
export async function expireEnrollments(tx: Client, teacherId: string, now: Date): Promise<DetectedEvent[]> {
  const rows = await tx.$queryRaw<EnrollmentRow[]>`
    UPDATE "enrollments" e SET "status" = 'expired', "updatedAt" = ${now}::timestamptz
      FROM "students" st
     WHERE e."teacherId" = ${teacherId}::uuid AND st."id" = e."studentId"
       AND e."status" = 'active' AND e."validUntil" < ${now}::timestamptz
    RETURNING e."id", e."studentId", e."serviceId", e."validUntil",
              (st."deletedAt" IS NULL AND st."anonymizedAt" IS NULL) AS "live"`;
  if (rows.length === 0) return [];
  await recordAudit(
    tx,
    ...rows.map((row) => ({
      teacherId,
      actor: { type: 'system' as const, id: null },
      action: 'enrollment.expire' as const,
      entity: { type: 'enrollment', id: row.id },
      before: { status: 'active' },
      after: { status: 'expired' },
      metadata: { validUntil: row.validUntil.toISOString(), source: 'lifecycle_detection' },
    })),
  );
  return rows.filter((row) => row.live).map((row) => eventOf('enrollment_expired', row, row.validUntil));
}
