import type { Prisma } from '@/lib/core/db';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';

/**
 * A paid enrollment became active: the student's lifecycle gets `enrollment_started` and, the first
 * time they pay this teacher, `first_purchase` (recorded once; later purchases leave it in place).
 */
export async function recordEnrollmentStart(
  tx: Prisma.TransactionClient,
  event: { teacherId: string; studentId: string; enrollmentId: string; serviceId: string; amount: number; at: Date },
) {
  const { teacherId, studentId, at } = event;
  const metadata = { enrollmentId: event.enrollmentId, serviceId: event.serviceId, amount: event.amount };
  await recordLifecycleEvent(tx, { teacherId, studentId, type: 'first_purchase', metadata, occurredAt: at });
  await recordLifecycleEvent(tx, { teacherId, studentId, type: 'enrollment_started', metadata, occurredAt: at });
}
