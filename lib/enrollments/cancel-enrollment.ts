import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { EnrollmentStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { subscriptionCancelRequestedEvent } from '@/lib/jobs/job-events';
import { enqueueEvent } from '@/lib/outbox/enqueue-event';
import { transaction } from '@/lib/outbox/transaction';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';
import { enrollmentDetailSelect, toEnrollmentDetail } from './enrollment-fields';
import type { TEnrollmentDetail } from './schemas';

/** States an enrollment can be cancelled from; completed, cancelled and expired are final. */
export const cancellableEnrollmentStatuses: readonly EnrollmentStatus[] = ['pending_payment', 'active', 'suspended'];

const maxAttempts = 3;

type CancelEnrollment = { teacherId: string; enrollmentId: string; meta?: RequestMeta; now?: Date };

/**
 * The teacher cancels one of their enrollments. The write is a compare-and-set on the status just
 * read: a final state is refused with 409 INVALID_STATE and two cancels cannot both succeed.
 * Credits, sessions and money stay as they are (refunds belong to payments, booked sessions to
 * booking). A subscription enrollment's subscription is then cancelled at the processor by a job
 * (payments/subscription.cancel-requested, written to the outbox with the cancellation), retried
 * through outages: the cancellation never waits for the processor and is never undone by it. Should
 * the processor still charge, the next `invoice.paid` of that subscription asks again.
 */
export async function cancelEnrollment({
  teacherId,
  enrollmentId,
  meta,
  now = new Date(),
}: CancelEnrollment): Promise<TEnrollmentDetail> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await db.enrollment.findFirst({
      where: { id: enrollmentId, teacherId },
      select: { status: true, pspSubscriptionId: true },
    });
    if (!current) throw new NotFoundError('Enrollment');
    if (!cancellableEnrollmentStatuses.includes(current.status)) {
      throw new ConflictError(`The enrollment is ${current.status} and cannot be cancelled`, 'INVALID_STATE');
    }
    const cancelled = await transaction(async (tx) => {
      const { count } = await tx.enrollment.updateMany({
        where: { id: enrollmentId, teacherId, status: current.status },
        data: { status: 'cancelled', cancelledAt: now },
      });
      if (count !== 1) return false;
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'enrollment.cancel',
        entity: { type: 'enrollment', id: enrollmentId },
        before: { status: current.status, cancelledAt: null },
        after: { status: 'cancelled', cancelledAt: now },
        request: meta,
      });
      if (current.pspSubscriptionId) {
        await enqueueEvent(tx, subscriptionCancelRequestedEvent, {
          teacherId,
          enrollmentId,
          subscriptionId: current.pspSubscriptionId,
        });
      }
      return true;
    });
    if (cancelled) {
      const enrollment = await db.enrollment.findFirstOrThrow({
        where: { id: enrollmentId },
        select: enrollmentDetailSelect,
      });
      // An enrollment awaiting payment held no place; otherwise the waitlist gets it (never throws).
      if (current.status !== 'pending_payment') {
        await offerFreedPlace({ teacherId, serviceId: enrollment.serviceId, now });
      }
      return toEnrollmentDetail(enrollment);
    }
    if (attempt >= maxAttempts) throw new ConflictError('The enrollment changed meanwhile, try again', 'INVALID_STATE');
  }
}
