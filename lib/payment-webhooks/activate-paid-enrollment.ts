import type Stripe from 'stripe';
import type { Prisma } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { recordDiscountUse } from '@/lib/discounts/record-discount-use';
import type { WebhookEffects } from '@/lib/payments/webhook-effects';
import { jobEventOf, paymentReceivedEvent } from '@/lib/jobs/job-events';
import { completeTimeFirstBooking } from '@/lib/booking/time-first/complete-time-first-booking';
import { grantPaidEnrollment } from '@/lib/enrollments/grant-paid-enrollment';
import { recordPayment } from './record-payment';
import type { EventTeacher } from './teacher-for-event';

/**
 * `checkout.session.completed` for an enrollment: pending_payment -> active, credits granted
 * (service.sessionsIncluded, 1 when unset), validity set, payment recorded, discount use counted.
 * Amounts come from the checkout (what was really charged); everything else from our own rows.
 */
export async function activatePaidEnrollment(
  tx: Prisma.TransactionClient,
  teacher: EventTeacher,
  checkout: Stripe.Checkout.Session,
  enrollmentId: string,
  effects: WebhookEffects,
) {
  const enrollment = await tx.enrollment.findFirst({
    where: { id: enrollmentId, teacherId: teacher.id },
    include: { service: { select: { name: true, sessionsIncluded: true, validityDays: true, billingInterval: true } } },
  });
  if (!enrollment) {
    log.warn({ checkoutId: checkout.id, enrollmentId }, 'paid checkout names an enrollment this account does not have');
    return effects.ignore(`Checkout ${checkout.id} names an enrollment this account does not have`);
  }
  // The same checkout confirmed under another event id (the processor may send one twice).
  if (await tx.payment.findUnique({ where: { pspCheckoutSessionId: checkout.id }, select: { id: true } })) {
    return effects.ignore(`The payment of checkout ${checkout.id} is recorded already`);
  }

  const now = new Date();
  const subscriptionId = idOf(checkout.subscription);
  const amount = checkout.amount_total ?? 0;
  const granted = await grantPaidEnrollment(tx, {
    teacherId: teacher.id,
    enrollment,
    amount,
    now,
    subscription: checkout.mode === 'subscription',
    pspCheckoutSessionId: checkout.id,
    pspSubscriptionId: subscriptionId,
  });
  const activated = { count: granted.activated ? 1 : 0 };
  const { credits, validUntil } = granted;

  if (activated.count === 1) {
    // A lesson booked by its time (0030): its held session takes the credit just granted.
    await completeTimeFirstBooking(tx, {
      teacherId: teacher.id,
      enrollmentId: enrollment.id,
      metadata: checkout.metadata,
      effects,
      now,
    });
  }

  const payment = await recordPayment(tx, teacher, {
    kind: 'enrollment',
    amount,
    currency: checkout.currency ?? enrollment.currency,
    studentId: enrollment.studentId,
    enrollmentId: enrollment.id,
    description: enrollment.service.name,
    pspPaymentIntentId: idOf(checkout.payment_intent),
    pspCheckoutSessionId: checkout.id,
    pspInvoiceId: idOf(checkout.invoice),
    paidAt: now,
  });

  const discount =
    activated.count === 1 && enrollment.discountCodeId
      ? await recordDiscountUse(tx, {
          teacherId: teacher.id,
          discountCodeId: enrollment.discountCodeId,
          studentId: enrollment.studentId,
          enrollmentId: enrollment.id,
          amount: enrollment.discountAmount,
          currency: enrollment.currency,
        })
      : undefined;

  effects.audit({
    teacherId: teacher.id,
    action: activated.count === 1 ? 'enrollment.activate' : 'payment.receive_for_inactive_enrollment',
    entity: { type: 'enrollment', id: enrollment.id },
    before: { status: enrollment.status, sessionsTotal: enrollment.sessionsTotal },
    after:
      activated.count === 1
        ? { status: 'active', sessionsTotal: credits, validUntil: validUntil?.toISOString() ?? null }
        : { status: enrollment.status, sessionsTotal: enrollment.sessionsTotal },
    metadata: {
      paymentId: payment.id,
      amount,
      currency: payment.currency,
      checkoutId: checkout.id,
      ...(enrollment.discountCodeId
        ? { discountCodeId: enrollment.discountCodeId, discountAmount: enrollment.discountAmount }
        : {}),
      // The payment stands when the use cannot be counted (limit reached meanwhile): the teacher sees why here.
      ...(discount && !discount.recorded ? { discountNotRecorded: discount.reason } : {}),
    },
  });
  effects.followUp(jobEventOf(paymentReceivedEvent, { paymentId: payment.id }));
}

/** Expandable processor fields arrive as an id or as the object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;
