import type Stripe from 'stripe';
import type { Prisma } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import type { WebhookEffects } from '@/lib/payments/webhook-effects';
import { jobEventOf, paymentReceivedEvent } from '@/lib/jobs/job-events';
import { idOf } from './activate-paid-enrollment';
import { recordPayment } from './record-payment';
import type { EventTeacher } from './teacher-for-event';

/**
 * `checkout.session.completed` for a paid trial: the session's hold becomes `scheduled` and the
 * payment is recorded. When the hold is gone (expired, cancelled) the money has still been taken:
 * the payment is recorded all the same and the audit entry says so, for the teacher to reschedule
 * or refund; the slot is not forced back (someone else may hold it now).
 */
export async function confirmPaidTrial(
  tx: Prisma.TransactionClient,
  teacher: EventTeacher,
  checkout: Stripe.Checkout.Session,
  sessionId: string,
  effects: WebhookEffects,
) {
  const session = await tx.session.findFirst({
    where: { id: sessionId, teacherId: teacher.id },
    include: { service: { select: { name: true } } },
  });
  if (!session) {
    log.warn({ checkoutId: checkout.id, sessionId }, 'paid checkout names a session this account does not have');
    return effects.ignore(`Checkout ${checkout.id} names a session this account does not have`);
  }
  if (await tx.payment.findUnique({ where: { pspCheckoutSessionId: checkout.id }, select: { id: true } })) {
    return effects.ignore(`The payment of checkout ${checkout.id} is recorded already`);
  }

  const scheduled = await tx.session.updateMany({
    where: { id: session.id, teacherId: teacher.id, status: 'hold' },
    data: { status: 'scheduled', holdExpiresAt: null, pspCheckoutSessionId: checkout.id },
  });
  const payment = await recordPayment(tx, teacher, {
    kind: 'trial',
    amount: checkout.amount_total ?? 0,
    currency: checkout.currency ?? 'EUR',
    studentId: session.studentId,
    sessionId: session.id,
    description: session.service.name,
    pspPaymentIntentId: idOf(checkout.payment_intent),
    pspCheckoutSessionId: checkout.id,
    paidAt: new Date(),
  });
  effects.audit({
    teacherId: teacher.id,
    action: scheduled.count === 1 ? 'session.confirm_paid_trial' : 'payment.receive_without_hold',
    entity: { type: 'session', id: session.id },
    before: { status: session.status },
    after: { status: scheduled.count === 1 ? 'scheduled' : session.status },
    metadata: { paymentId: payment.id, amount: payment.amount, currency: payment.currency, checkoutId: checkout.id },
  });
  effects.followUp(jobEventOf(paymentReceivedEvent, { paymentId: payment.id }));
  if (scheduled.count === 1) {
    await enqueueSessionNotice(tx, {
      teacherId: teacher.id,
      sessionId: session.id,
      kind: 'confirmed',
      actor: 'system',
    });
  }
}
