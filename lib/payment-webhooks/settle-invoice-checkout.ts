import type Stripe from 'stripe';
import { log } from '@/lib/core/log';
import { jobEventOf, paymentReceivedEvent } from '@/lib/jobs/job-events';
import type { Prisma } from '@/lib/core/db';
import { lockInvoice } from '@/lib/invoices/lock-invoice';
import { settleInvoice } from '@/lib/invoices/settle-invoice';
import type { WebhookEffects } from '@/lib/payments/webhook-effects';
import { idOf } from './activate-paid-enrollment';
import { recordPayment } from './record-payment';
import type { EventTeacher } from './teacher-for-event';

/**
 * A paid checkout the student opened for an invoice (`POST /student/invoices/:id/pay`): one card
 * payment recorded against the invoice and the invoice settled, in the webhook's transaction, under
 * the invoice's row lock (the manual payment takes the same lock). The same checkout seen again
 * (another event id) records nothing: exactly once. Money the card already took is never refused:
 * when cash was recorded after the checkout opened, the invoice is paid and what came in above its
 * gross is credit on the student's balance (decision 0134), recorded in the audit as `overpaid`.
 */
export async function settleInvoiceCheckout(
  tx: Prisma.TransactionClient,
  teacher: EventTeacher,
  checkout: Stripe.Checkout.Session,
  invoiceId: string,
  effects: WebhookEffects,
): Promise<void> {
  const invoice = await tx.invoice.findFirst({ where: { id: invoiceId, teacherId: teacher.id }, select: { id: true } });
  if (!invoice) {
    log.warn({ checkoutId: checkout.id, invoiceId }, 'paid checkout names an invoice this account does not have');
    return effects.ignore(`Checkout ${checkout.id} names an invoice this account does not have`);
  }
  if (await tx.payment.findUnique({ where: { pspCheckoutSessionId: checkout.id }, select: { id: true } })) {
    return effects.ignore(`The payment of checkout ${checkout.id} is recorded already`);
  }
  const locked = await lockInvoice(tx, teacher.id, invoiceId);
  const payment = await recordPayment(tx, teacher, {
    kind: 'balance',
    amount: checkout.amount_total ?? 0,
    currency: checkout.currency ?? locked.currency,
    studentId: locked.studentId,
    description: `Invoice ${locked.number}`,
    pspPaymentIntentId: idOf(checkout.payment_intent as string | Stripe.PaymentIntent | null),
    pspCheckoutSessionId: checkout.id,
    invoiceId,
    paidAt: new Date(),
  });
  const settled = await settleInvoice(tx, teacher.id, invoiceId);
  effects.audit({
    teacherId: teacher.id,
    action: 'invoice.pay',
    entity: { type: 'invoice', id: invoiceId },
    before: { status: locked.status, paidAmount: locked.paidAmount },
    after: { status: settled.status, paidAmount: settled.paidAmount },
    metadata: {
      paymentId: payment.id,
      checkoutId: checkout.id,
      overpaid: Math.max(0, settled.paidAmount - settled.grossAmount),
    },
  });
  effects.followUp(jobEventOf(paymentReceivedEvent, { paymentId: payment.id }));
}
