import type Stripe from 'stripe';
import { ZCheckoutMetadata } from '../checkout-metadata';
import { teacherForEvent } from './teacher-for-event';
import type { HandlerContext } from './webhook-effects';

/**
 * A checkout was never paid and can no longer be (the processor expires it after `expires_at`, 24 h
 * by default): its enrollment, still pending_payment, is cancelled so it stops waiting. Not one of the
 * spec's five events; it keeps abandoned enrollments from piling up. A paid trial's hold has its own
 * 15-minute expiry on the booking side and is left to it.
 */
export async function handleCheckoutSessionExpired({
  tx,
  event,
  effects,
}: HandlerContext<Stripe.CheckoutSessionExpiredEvent>) {
  const checkout = event.data.object;
  const teacher = await teacherForEvent(tx, event);
  const metadata = ZCheckoutMetadata.safeParse(checkout.metadata ?? {});
  if (!teacher || !metadata.success || metadata.data.kind !== 'enrollment') return;
  const cancelled = await tx.enrollment.updateMany({
    where: { id: metadata.data.enrollmentId, teacherId: teacher.id, status: 'pending_payment' },
    data: { status: 'cancelled', cancelledAt: new Date() },
  });
  if (cancelled.count === 0) return;
  effects.audit({
    teacherId: teacher.id,
    action: 'enrollment.cancel',
    entity: { type: 'enrollment', id: metadata.data.enrollmentId },
    before: { status: 'pending_payment' },
    after: { status: 'cancelled' },
    metadata: { reason: 'checkout_expired', checkoutId: checkout.id },
  });
}
