import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError, NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { fiscalBreakdown } from '@/lib/payments/fiscal-breakdown';
import { grantPaidEnrollment } from '@/lib/enrollments/grant-paid-enrollment';
import { lockInvoice } from './lock-invoice';
import { openAmountOf } from './invoice-view';
import { toManualPayment } from './manual-payment-view';
import type { TManualPayment, TRecordManualPaymentInput } from './schemas';
import { settleInvoice } from './settle-invoice';

/**
 * Money the teacher received outside the processor (cash, bank transfer, other), recorded in the one
 * payments ledger: a `succeeded` payment with its method, so it counts in Revenue, the payments page
 * and the exports like a card payment (docs/metrics.md). With `serviceId` it enrols the student
 * exactly as a paid checkout does (the webhook's own grantPaidEnrollment); with `invoiceId` it
 * settles that invoice in whole or part. Tax is fixed now from the teacher's rate, as for cards.
 */
export async function recordManualPayment({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TRecordManualPaymentInput;
  meta?: RequestMeta;
}): Promise<TManualPayment> {
  if (input.serviceId && input.invoiceId) {
    throw new ValidationError('A payment is for a service or for an invoice, not both', [
      { path: 'invoiceId', message: 'Leave out serviceId or invoiceId' },
    ]);
  }
  return transaction(async (tx) => {
    const student = await tx.student.findFirst({
      where: { id: input.studentId, teacherId, deletedAt: null },
      select: { id: true, teacher: { select: { taxRate: true } } },
    });
    if (!student) throw new NotFoundError('Student');
    const paidAt = new Date(input.paidAt);

    const enrollment = input.serviceId ? await enrolForPayment(tx, teacherId, input, paidAt) : null;
    if (input.invoiceId) await assertInvoiceTakes(tx, teacherId, input);

    const payment = await tx.payment.create({
      data: {
        teacherId,
        studentId: student.id,
        enrollmentId: enrollment?.id,
        invoiceId: input.invoiceId,
        kind: enrollment ? 'enrollment' : 'balance',
        method: input.method,
        amount: input.amount,
        currency: input.currency,
        taxAmount: fiscalBreakdown({ total: input.amount, taxRate: student.teacher.taxRate }).tax,
        status: 'succeeded',
        description: enrollment?.serviceName ?? (input.invoiceId ? 'Invoice payment' : 'Payment on account'),
        note: input.note ?? null,
        paidAt,
      },
    });
    if (input.invoiceId) await settleInvoice(tx, teacherId, input.invoiceId);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'payment.record_manual',
      entity: { type: 'payment', id: payment.id },
      after: { amount: payment.amount, currency: payment.currency, method: payment.method, status: payment.status },
      metadata: {
        studentId: student.id,
        ...(enrollment ? { enrollmentId: enrollment.id, credits: enrollment.credits } : {}),
        ...(input.invoiceId ? { invoiceId: input.invoiceId } : {}),
      },
      request: meta,
    });
    return toManualPayment(payment);
  });
}

/** A new enrollment of the service, granted as a paid checkout grants it (credits, validity, lifecycle). */
async function enrolForPayment(
  tx: Prisma.TransactionClient,
  teacherId: string,
  input: TRecordManualPaymentInput,
  paidAt: Date,
) {
  const service = await tx.service.findFirst({
    where: { id: input.serviceId, teacherId, deletedAt: null },
    select: { id: true, name: true, currency: true, sessionsIncluded: true, validityDays: true, billingInterval: true },
  });
  if (!service) throw new NotFoundError('Service');
  if (service.currency !== input.currency) {
    throw new BusinessRuleError('CURRENCY_MISMATCH', `This service is priced in ${service.currency}`, [
      { path: 'currency', message: `Must be ${service.currency}` },
    ]);
  }
  const enrollment = await tx.enrollment.create({
    data: {
      teacherId,
      serviceId: service.id,
      studentId: input.studentId,
      status: 'pending_payment',
      currency: service.currency,
    },
  });
  const granted = await grantPaidEnrollment(tx, {
    teacherId,
    enrollment: { id: enrollment.id, serviceId: service.id, studentId: input.studentId, service },
    amount: input.amount,
    now: paidAt,
  });
  return { id: enrollment.id, serviceName: service.name, credits: granted.credits };
}

/** The invoice is this student's, issued, in this currency, and still owes at least the amount. */
async function assertInvoiceTakes(tx: Prisma.TransactionClient, teacherId: string, input: TRecordManualPaymentInput) {
  const invoice = await lockInvoice(tx, teacherId, input.invoiceId!);
  if (invoice.studentId !== input.studentId) throw new NotFoundError('Invoice');
  const open = openAmountOf(invoice);
  if (open === 0) throw new BusinessRuleError('INVOICE_NOT_PAYABLE', `A ${invoice.status} invoice takes no payment`);
  if (invoice.currency !== input.currency) {
    throw new BusinessRuleError('CURRENCY_MISMATCH', `This invoice is in ${invoice.currency}`, [
      { path: 'currency', message: `Must be ${invoice.currency}` },
    ]);
  }
  if (input.amount > open) {
    throw new BusinessRuleError(
      'PAYMENT_EXCEEDS_INVOICE',
      `At most ${open} (minor units) is still open on this invoice`,
      [{ path: 'amount', message: `Must be at most ${open}` }],
    );
  }
}
