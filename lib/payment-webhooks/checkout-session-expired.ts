import type Stripe from 'stripe';
import { jobEventOf, reservationReleasedEvent } from '@/lib/jobs/job-events';
import { releaseReservation } from '@/lib/enrollments/release-reservation';
import { ZCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import type { HandlerContext } from '@/lib/payments/webhook-effects';
import { teacherForEvent } from './teacher-for-event';

/**
 * A checkout was never paid and can no longer be (it expires at the `expires_at` we gave it, the
 * end of the enrollment's reservation): its enrollment, still pending_payment, is cancelled, which
 * releases the place and the discount use it held, and the place is offered to the waitlist. Not
 * one of the spec's five events. A paid trial's hold has its own expiry on the booking side and is
 * left to it.
 */
export async function handleCheckoutSessionExpired({
  tx,
  event,
  effects,
}: HandlerContext<Stripe.CheckoutSessionExpiredEvent>) {
  const checkout = event.data.object;
  const teacher = await teacherForEvent(tx, event);
  const metadata = ZCheckoutMetadata.safeParse(checkout.metadata ?? {});
  if (!teacher || !metadata.success) return effects.ignore(`Checkout ${checkout.id} was not created through Lektio`);
  if (metadata.data.kind !== 'enrollment') {
    return effects.ignore(`Checkout ${checkout.id} is a trial's: its hold expires on the booking side`);
  }
  const { enrollmentId } = metadata.data;
  const released = await releaseReservation(tx, { teacherId: teacher.id, enrollmentId });
  if (!released) return effects.ignore(`The enrollment of checkout ${checkout.id} is no longer waiting for payment`);
  effects.audit({
    teacherId: teacher.id,
    action: 'enrollment.cancel',
    entity: { type: 'enrollment', id: enrollmentId },
    before: { status: 'pending_payment' },
    after: { status: 'cancelled', cancelledAt: released.cancelledAt },
    metadata: { reason: 'checkout_expired', checkoutId: checkout.id },
  });
  effects.followUp(
    jobEventOf(reservationReleasedEvent, {
      teacherId: teacher.id,
      serviceId: released.serviceId,
      studentId: released.studentId,
    }),
  );
}
