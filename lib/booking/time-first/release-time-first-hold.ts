import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import type { RequestMeta } from '@/lib/core/request-meta';
import { offerReleasedPlace } from '@/lib/enrollments/offer-released-place';
import { releaseReservation } from '@/lib/enrollments/release-reservation';
import { closeUnpaidCheckout } from '@/lib/integrations/psp/close-unpaid-checkout';
import { transaction } from '@/lib/outbox/transaction';
import type { TReleasedTimeFirstHold, TReleaseTimeFirstHoldInput } from './schemas';

type ReleaseTimeFirstHold = {
  teacherSlug: string;
  serviceSlug: string;
  input: TReleaseTimeFirstHoldInput;
  meta?: RequestMeta;
  now?: Date;
};

const notPaidYet = () => new ConflictError('This lesson is paid: it cannot be released', 'INVALID_STATE');

/**
 * POST /api/public/:slug/services/:serviceSlug/book/release ("Choose another time", 0030). The
 * booker proves the hold with the checkout id the booking answered (anyone else, or another
 * service's session: 404). In one transaction the held session becomes `expired` and its pending
 * enrollment cancelled (releaseReservation, as the checkout-expiry paths do), so the same time can
 * be held again at once; then, committed, the place is offered as after any release and the
 * checkout is closed at the processor so nobody pays for a time that is no longer held. A hold
 * already released answers the same (idempotent); a paid one is 409 INVALID_STATE.
 */
export async function releaseTimeFirstHold({
  teacherSlug,
  serviceSlug,
  input,
  meta,
  now = new Date(),
}: ReleaseTimeFirstHold): Promise<TReleasedTimeFirstHold> {
  const held = await db.session.findFirst({
    where: {
      id: input.sessionId,
      pspCheckoutSessionId: input.checkoutId,
      isTrialSession: false,
      service: { slug: serviceSlug },
      teacher: { slug: teacherSlug, deletedAt: null },
    },
    select: {
      id: true,
      teacherId: true,
      studentId: true,
      enrollmentId: true,
      status: true,
      teacher: { select: { pspAccountId: true } },
    },
  });
  if (!held?.enrollmentId) throw new NotFoundError('Session');
  const answer = { sessionId: held.id, status: 'released' as const };
  if (held.status === 'expired') return answer;
  if (held.status !== 'hold') throw notPaidYet();
  const { teacherId, enrollmentId } = held;

  const released = await transaction(async (tx) => {
    const expired = await tx.session.updateMany({
      where: { id: held.id, teacherId, status: 'hold' },
      data: { status: 'expired' },
    });
    // The payment's event won the race: the session is booked now, or about to be.
    if (expired.count === 0) throw notPaidYet();
    const reservation = await releaseReservation(tx, { teacherId, enrollmentId, now });
    if (!reservation) throw notPaidYet();
    const actor = { type: 'student' as const, id: held.studentId };
    await recordAudit(tx, {
      teacherId,
      actor,
      action: 'session.expire_hold',
      entity: { type: 'session', id: held.id },
      before: { status: 'hold' },
      after: { status: 'expired' },
      metadata: { reason: 'released_by_booker', enrollmentId },
      request: meta,
    });
    await recordAudit(tx, {
      teacherId,
      actor,
      action: 'enrollment.cancel',
      entity: { type: 'enrollment', id: enrollmentId },
      before: { status: 'pending_payment' },
      after: { status: 'cancelled', cancelledAt: reservation.cancelledAt },
      metadata: { reason: 'released_by_booker', checkoutId: input.checkoutId },
      request: meta,
    });
    return reservation;
  });

  await offerReleasedPlace({ teacherId, serviceId: released.serviceId, studentId: released.studentId });
  await closeCheckout(held.teacher.pspAccountId, input.checkoutId, held.id);
  return answer;
}

/**
 * A processor call cannot join the transaction, so it follows the commit. If it fails the checkout
 * stays payable until its own expiry; a payment then lands as a paid lesson whose time was released
 * (the confirmation's `credit_kept`, as after a hold that ran out), so nothing is lost.
 */
async function closeCheckout(accountId: string | null, checkoutId: string, sessionId: string) {
  if (!accountId) return;
  try {
    const outcome = await closeUnpaidCheckout({ accountId, checkoutId });
    if (outcome === 'paid') log.warn({ sessionId }, 'released hold was paid meanwhile: the payment keeps a credit');
  } catch (error) {
    log.warn({ err: error, sessionId }, 'released hold: the checkout could not be closed at the processor');
  }
}
