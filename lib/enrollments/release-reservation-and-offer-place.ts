import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { offerReleasedPlace } from './offer-released-place';
import { releaseReservation } from './release-reservation';

type Release = {
  teacherId: string;
  enrollmentId: string;
  /** Why the system let the reservation go, kept on the audit entry. */
  reason: 'checkout_expired' | 'checkout_not_created';
  now?: Date;
  meta?: RequestMeta;
};

/** Releases a reservation on the system's behalf, audits it, and offers a place that really freed up. */
export async function releaseReservationAndOfferPlace({ teacherId, enrollmentId, reason, now, meta }: Release) {
  const released = await transaction(async (tx) => {
    const done = await releaseReservation(tx, { teacherId, enrollmentId, now });
    if (done) {
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'system', id: null },
        action: 'enrollment.cancel',
        entity: { type: 'enrollment', id: enrollmentId },
        before: { status: 'pending_payment' },
        after: { status: 'cancelled', cancelledAt: done.cancelledAt },
        metadata: { reason },
        ...(meta ? { request: meta } : {}),
      });
    }
    return done;
  });
  if (!released) return false;
  await offerReleasedPlace({ teacherId, serviceId: released.serviceId, studentId: released.studentId });
  return true;
}
