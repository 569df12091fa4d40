import type { Prisma } from '@/lib/core/db';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';

/**
 * A paid enrollment became active: the student's lifecycle gets `enrollment_started` and, the first
 * time they pay this teacher, `first_purchase` (recorded once; later purchases leave it in place).
 * A student who pays is an active student: a trial (or inactive) student becomes `active`
 * (docs/decisions/0016-student-crm.md, "Status").
 */
export async function recordEnrollmentStart(
  tx: Prisma.TransactionClient,
  event: { teacherId: string; studentId: string; enrollmentId: string; serviceId: string; amount: number; at: Date },
) {
  const { teacherId, studentId, at } = event;
  const metadata = { enrollmentId: event.enrollmentId, serviceId: event.serviceId, amount: event.amount };
  await recordLifecycleEvent(tx, { teacherId, studentId, type: 'first_purchase', metadata, occurredAt: at });
  await recordLifecycleEvent(tx, { teacherId, studentId, type: 'enrollment_started', metadata, occurredAt: at });
  await tx.student.updateMany({
    where: { id: studentId, teacherId, status: { not: 'active' } },
    data: { status: 'active' },
  });
}
