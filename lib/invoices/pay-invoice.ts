import 'server-only';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { invoiceCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import { openAmountOf } from './invoice-view';

/**
 * Opens a processor checkout for what is still open on one of the student's own invoices. Nothing
 * changes here: the webhook records the payment and settles the invoice when the checkout is paid
 * (settleInvoiceCheckout, exactly once). The same open amount asked again gets the same checkout
 * (idempotency key), so a double click never opens two.
 */
export async function payInvoice({
  teacherId,
  studentId,
  invoiceId,
}: {
  teacherId: string;
  studentId: string;
  invoiceId: string;
}) {
  const invoice = await db.invoice.findFirst({
    where: { id: invoiceId, teacherId, studentId, kind: 'invoice', status: { not: 'draft' } },
    include: { teacher: { select: { id: true, pspAccountId: true, pspChargesEnabled: true } }, student: true },
  });
  if (!invoice) throw new NotFoundError('Invoice');
  const open = openAmountOf(invoice);
  if (open === 0) throw new BusinessRuleError('INVOICE_NOT_PAYABLE', `A ${invoice.status} invoice has nothing to pay`);
  const accountId = invoice.teacher.pspAccountId;
  if (!accountId) throw new BusinessRuleError('PSP_NOT_CONNECTED', 'Your teacher does not take card payments yet');
  const back = `${env().APP_URL}/portal/invoices`;
  const checkout = await createCheckoutSession({
    accountId,
    lineItem: { name: `Invoice ${invoice.number}`, unitAmount: open, currency: invoice.currency },
    customerEmail: invoice.student?.email,
    metadata: { ...invoiceCheckoutMetadata(invoice.id), teacherId: invoice.teacherId, studentId },
    successUrl: `${back}?paid=${invoice.id}`,
    cancelUrl: back,
    idempotencyKey: `invoice:${invoice.id}:${invoice.paidAmount}`,
  });
  return { checkoutUrl: checkout.url };
}
