import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { TRecordedLifecycleEventType } from './lifecycle-schemas';

export type LifecycleEventInput = {
  teacherId: string;
  studentId: string;
  /** Canonical names only: the aliases `no_show` and `churned` are readable, never written. */
  type: TRecordedLifecycleEventType;
  metadata?: Prisma.InputJsonObject;
  /** When it happened; now by default (a session's start, a payment's time...). */
  occurredAt?: Date;
};

/**
 * Events a student has at most once. A partial unique index on (studentId, type) holds it
 * (migration 20261123193000_lifecycle_once_per_student), so two concurrent operations cannot both
 * write one; a second one is ignored, so callers need not check.
 */
export const oncePerStudentTypes = ['first_contact', 'first_purchase', 'first_session', 'trial_requested'] as const;
const oncePerStudent = new Set<TRecordedLifecycleEventType>(oncePerStudentTypes);

/**
 * The one way to append to a student's lifecycle, inside the caller's transaction so the event
 * commits or rolls back with the change that caused it. The caller has already checked that the
 * student is the teacher's. Returns false when a once-only event was already there.
 *
 * Once-only events are inserted with ON CONFLICT DO NOTHING (createMany with skipDuplicates): on
 * PostgreSQL a failed INSERT aborts the whole transaction, so catching the unique violation would
 * still lose the caller's work. A concurrent writer of the same event waits for the other
 * transaction and then writes nothing.
 */
export async function recordLifecycleEvent(
  tx: Prisma.TransactionClient,
  { teacherId, studentId, type, metadata, occurredAt }: LifecycleEventInput,
): Promise<boolean> {
  const data = { teacherId, studentId, type, metadata, occurredAt };
  if (oncePerStudent.has(type)) {
    const { count } = await tx.studentLifecycleEvent.createMany({ data: [data], skipDuplicates: true });
    return count === 1;
  }
  await tx.studentLifecycleEvent.create({ data });
  return true;
}
