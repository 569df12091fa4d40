import type Stripe from 'stripe';
import { ZEnrollmentCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import type { HandlerContext } from '@/lib/payments/webhook-effects';
import { EventNotReadyError } from './event-not-ready-error';
import { noTeacherForAccount, teacherForEvent } from './teacher-for-event';

/** The subscription ended (cancelled by the student, the teacher or unpaid): the enrollment is cancelled. */
export async function handleSubscriptionDeleted({
  tx,
  event,
  effects,
}: HandlerContext<Stripe.CustomerSubscriptionDeletedEvent>) {
  const subscription = event.data.object;
  const teacher = await teacherForEvent(tx, event);
  if (!teacher) return effects.ignore(noTeacherForAccount);
  const enrollment = await tx.enrollment.findFirst({
    where: { teacherId: teacher.id, pspSubscriptionId: subscription.id },
    select: { id: true, status: true },
  });
  if (!enrollment) {
    // Ours but its checkout is not processed yet: wait for it. Not ours at all: nothing to do.
    const metadata = ZEnrollmentCheckoutMetadata.safeParse(subscription.metadata ?? {});
    const pending =
      metadata.success &&
      (await tx.enrollment.count({
        where: { id: metadata.data.enrollmentId, teacherId: teacher.id, status: 'pending_payment' },
      }));
    if (pending) throw new EventNotReadyError(`The checkout of subscription ${subscription.id} is not recorded yet`);
    return effects.ignore(`Subscription ${subscription.id} was not created through Lektio`);
  }
  const cancelled = await tx.enrollment.updateMany({
    where: { id: enrollment.id, teacherId: teacher.id, status: { notIn: ['cancelled', 'completed'] } },
    data: { status: 'cancelled', cancelledAt: new Date() },
  });
  if (cancelled.count === 0)
    return effects.ignore(`The enrollment of subscription ${subscription.id} has ended already`);
  effects.audit({
    teacherId: teacher.id,
    action: 'enrollment.cancel',
    entity: { type: 'enrollment', id: enrollment.id },
    before: { status: enrollment.status },
    after: { status: 'cancelled' },
    metadata: { subscriptionId: subscription.id },
  });
}
