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

/** "First" events happen once per student: a second one is ignored, so callers need not check. */
const oncePerStudent = new Set<TRecordedLifecycleEventType>(['first_contact', 'first_purchase', 'first_session']);

/**
 * The one way to append to a student's lifecycle, inside the caller's transaction so the event
 * commits or rolls back with the change that caused it. The caller has already checked that the
 * student is the teacher's. Returns false when a once-only event was already there.
 */
export async function recordLifecycleEvent(
  tx: Prisma.TransactionClient,
  { teacherId, studentId, type, metadata, occurredAt }: LifecycleEventInput,
): Promise<boolean> {
  if (oncePerStudent.has(type)) {
    const existing = await tx.studentLifecycleEvent.findFirst({
      where: { teacherId, studentId, type },
      select: { id: true },
    });
    if (existing) return false;
  }
  await tx.studentLifecycleEvent.create({ data: { teacherId, studentId, type, metadata, occurredAt } });
  return true;
}
