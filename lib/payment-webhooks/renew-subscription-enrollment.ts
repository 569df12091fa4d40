import type Stripe from 'stripe';
import type { Prisma } from '@/lib/core/db';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import type { WebhookEffects } from '@/lib/payments/webhook-effects';
import { jobEventOf, paymentReceivedEvent } from '@/lib/jobs/job-events';
import { addBillingInterval } from '@/lib/enrollments/enrollment-validity';
import { recordPayment } from './record-payment';
import type { SubscriptionEnrollment } from './subscription-enrollment';
import type { EventTeacher } from './teacher-for-event';

/**
 * A renewal: the period's credits are added to what is left (unused credits carry over while the
 * subscription runs), validUntil moves to the end of the paid period (never backwards), and the
 * payment is recorded. An enrollment that lapsed to `expired` while the renewal was on its way
 * becomes active again. Any other (cancelled, completed, suspended) is never renewed: the event is
 * recorded as ignored, but the payment is still recorded, because the money moved and the teacher
 * must see it to refund it (and the refund and dispute events of that charge need it).
 */
export async function renewSubscriptionEnrollment(
  tx: Prisma.TransactionClient,
  teacher: EventTeacher,
  renewal: { invoice: Stripe.Invoice; enrollment: SubscriptionEnrollment; paymentIntentId: string | null },
  effects: WebhookEffects,
) {
  const { invoice, enrollment } = renewal;
  if (await tx.payment.findUnique({ where: { pspInvoiceId: invoice.id }, select: { id: true } })) {
    return effects.ignore(`The payment of invoice ${invoice.id} is recorded already`);
  }

  const credits = enrollment.service.sessionsIncluded ?? 1;
  const periodEnd = invoice.lines?.data[0]?.period?.end ?? invoice.period_end;
  const paidUntil = periodEnd
    ? new Date(periodEnd * 1000)
    : addBillingInterval(enrollment.validUntil ?? new Date(), enrollment.service.billingInterval ?? 'month');
  const validUntil = enrollment.validUntil && enrollment.validUntil > paidUntil ? enrollment.validUntil : paidUntil;
  const renewed = await tx.enrollment.updateMany({
    where: { id: enrollment.id, teacherId: teacher.id, status: { in: ['active', 'expired'] } },
    data: { status: 'active', sessionsTotal: { increment: credits }, validUntil },
  });
  const payment = await recordPayment(tx, teacher, {
    kind: 'renewal',
    amount: invoice.amount_paid,
    currency: invoice.currency,
    studentId: enrollment.studentId,
    enrollmentId: enrollment.id,
    description: enrollment.service.name,
    pspPaymentIntentId: renewal.paymentIntentId,
    pspInvoiceId: invoice.id,
    paidAt: new Date(),
  });
  if (renewed.count === 1) {
    await recordLifecycleEvent(tx, {
      teacherId: teacher.id,
      studentId: enrollment.studentId,
      type: 'enrollment_renewed',
      metadata: { enrollmentId: enrollment.id, invoiceId: invoice.id, credits },
    });
  } else {
    effects.ignore(`The enrollment is ${enrollment.status}: not renewed (the payment is recorded for a refund)`);
  }
  effects.audit({
    teacherId: teacher.id,
    action: renewed.count === 1 ? 'enrollment.renew' : 'payment.receive_for_inactive_enrollment',
    entity: { type: 'enrollment', id: enrollment.id },
    before: {
      status: enrollment.status,
      sessionsTotal: enrollment.sessionsTotal,
      validUntil: enrollment.validUntil?.toISOString() ?? null,
    },
    after:
      renewed.count === 1
        ? { status: 'active', sessionsTotal: enrollment.sessionsTotal + credits, validUntil: validUntil.toISOString() }
        : { status: enrollment.status },
    metadata: { paymentId: payment.id, amount: payment.amount, currency: payment.currency, invoiceId: invoice.id },
  });
  effects.followUp(jobEventOf(paymentReceivedEvent, { paymentId: payment.id }));
}
