import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { closeUnpaidCheckout } from '@/lib/integrations/psp/close-unpaid-checkout';
import { releaseReservationAndOfferPlace } from './release-reservation-and-offer-place';

/** Stale reservations looked at per run; the next run takes the rest. */
const batchSize = 50;

/**
 * The backstop for a lost `checkout.session.expired`: reservations (pending_payment enrollments) past
 * their checkout's expiry are released, which frees their place and discount use and offers the place
 * to the waitlist. The processor is asked first, because a checkout paid just before its expiry whose
 * `completed` event is late must stay for that event to activate; an open one is expired there so it
 * can no longer be paid. When the processor cannot be asked, the reservation waits for the next run.
 */
export async function releaseExpiredReservations(now: Date = new Date()) {
  const stale = await db.enrollment.findMany({
    where: { status: 'pending_payment', checkoutExpiresAt: { lt: now } },
    orderBy: { checkoutExpiresAt: 'asc' },
    take: batchSize,
    select: { id: true, teacherId: true, pspCheckoutSessionId: true, teacher: { select: { pspAccountId: true } } },
  });
  let released = 0;
  let kept = 0;
  for (const reservation of stale) {
    if (await paidOrUnknown(reservation)) {
      kept += 1;
      continue;
    }
    if (await releaseOne(reservation.teacherId, reservation.id, now)) released += 1;
  }
  return { released, kept };
}

async function paidOrUnknown(reservation: {
  id: string;
  pspCheckoutSessionId: string | null;
  teacher: { pspAccountId: string | null };
}): Promise<boolean> {
  const checkoutId = reservation.pspCheckoutSessionId;
  const accountId = reservation.teacher.pspAccountId;
  // No checkout was ever created, or the account is gone (disconnected): there is nobody to ask.
  if (!checkoutId || !accountId) return false;
  try {
    return (await closeUnpaidCheckout({ accountId, checkoutId })) === 'paid';
  } catch (error) {
    log.warn({ err: error, enrollmentId: reservation.id }, 'stale reservation kept: the processor could not be asked');
    return true;
  }
}

const releaseOne = (teacherId: string, enrollmentId: string, now: Date) =>
  releaseReservationAndOfferPlace({ teacherId, enrollmentId, now, reason: 'checkout_expired' });
