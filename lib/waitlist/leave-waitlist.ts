import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { offerFreedPlace } from './offer-freed-place';
import { openWaitlistStatuses, type WaitlistStudent } from './waitlist-student';

/**
 * The student leaves a service's waitlist: the entry becomes cancelled (404 when not waiting). A
 * student who had been offered a freed place gives it up, so it is offered to the next in line.
 */
export async function leaveWaitlist({
  student,
  serviceId,
  meta,
}: {
  student: WaitlistStudent;
  serviceId: string;
  meta?: RequestMeta;
}): Promise<void> {
  const where = { teacherId: student.teacherId, studentId: student.id, serviceId };
  const entry = await db.waitlistEntry.findFirst({
    where: { ...where, status: { in: [...openWaitlistStatuses] } },
    select: { id: true, status: true },
  });
  if (!entry) throw new NotFoundError('Waitlist entry');
  await transaction(async (tx) => {
    const { count } = await tx.waitlistEntry.updateMany({
      where: { ...where, id: entry.id, status: entry.status },
      data: { status: 'cancelled' },
    });
    // Lost to a concurrent leave or conversion: the entry is no longer on the list either way.
    if (count === 0) throw new NotFoundError('Waitlist entry');
    await recordAudit(tx, {
      teacherId: student.teacherId,
      actor: { type: 'student', id: student.id },
      action: 'waitlist.leave',
      entity: { type: 'waitlist_entry', id: entry.id },
      metadata: { serviceId },
      before: { status: entry.status },
      after: { status: 'cancelled' },
      request: meta,
    });
  });
  if (entry.status === 'notified') await offerFreedPlace({ teacherId: student.teacherId, serviceId });
}
