import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createInvoiceDraft } from '@/lib/invoices/create-invoice-draft';
import { getStudentBalance } from '@/lib/invoices/get-student-balance';
import { issueInvoice } from '@/lib/invoices/issue-invoice';
import { recordManualPayment } from '@/lib/invoices/record-manual-payment';
import { refundPayment } from '@/lib/payments/refund-payment';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { captureEvents, redeliver, setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST as pay } from './[id]/pay/route';

const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });

/** A connected teacher, a student and an issued €60.00 invoice; the student's open checkout for it. */
async function invoiceWithCheckout() {
  const teacher = await createTeacher({
    pspAccountId: `acct_${crypto.randomUUID()}`,
    pspChargesEnabled: true,
    pspConnectedAt: new Date(),
    taxRate: 0,
  });
  const student = await createStudent({ teacherId: teacher.id });
  const draft = await createInvoiceDraft({
    teacherId: teacher.id,
    input: { studentId: student.id, lines: [{ description: 'Lessons, November', quantity: 1, unitAmount: 6_000 }] },
  });
  const invoice = await issueInvoice({ teacherId: teacher.id, invoiceId: draft.id });
  const cookie = await sessionCookie({ role: 'student', studentId: student.id });
  const opened = await callRoute(pay, { method: 'POST', params: { id: invoice.id }, cookie });
  expect(opened.status).toBe(200);
  return { teacher, student, invoice, checkoutId: opened.json.checkoutUrl.split('/').pop() as string };
}

const cash = (teacherId: string, studentId: string, invoiceId: string, amount = 6_000) =>
  recordManualPayment({
    teacherId,
    input: { studentId, invoiceId, amount, currency: 'EUR', method: 'cash', paidAt: new Date().toISOString() },
  });

/** Cash and card on one invoice, and card refunds of invoices (issue 35, decision 0134). */
describe('cash and card on one invoice', () => {
  it('cash first, then the card checkout opened before it: the invoice is paid and the excess is credit', async () => {
    const { teacher, student, invoice, checkoutId } = await invoiceWithCheckout();
    await cash(teacher.id, student.id, invoice.id);
    // Nothing is left to pay: a cash payment more is refused (the guard under the invoice's lock).
    await expect(cash(teacher.id, student.id, invoice.id, 100)).rejects.toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });

    await processor().pay(checkoutId);
    expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'paid',
      paidAmount: 12_000,
    });
    const balance = await getStudentBalance({ teacherId: teacher.id, studentId: student.id });
    expect(balance.open).toEqual([{ currency: 'EUR', amount: -6_000 }]);
    expect(balance.items).toEqual([
      expect.objectContaining({
        type: 'payment',
        id: invoice.id,
        amount: -6_000,
        description: expect.stringContaining('Overpaid'),
      }),
    ]);
    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: invoice.id, action: 'invoice.pay' } });
    expect(audit.metadata).toMatchObject({ overpaid: 6_000 });
  });

  it('card first: a cash payment above what is open is refused (422), the exact rest is taken', async () => {
    const { teacher, student, invoice, checkoutId } = await invoiceWithCheckout();
    await processor().pay(checkoutId);
    expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);
    await expect(cash(teacher.id, student.id, invoice.id, 1)).rejects.toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
    expect(await db.payment.count({ where: { invoiceId: invoice.id } })).toBe(1);
    expect((await getStudentBalance({ teacherId: teacher.id, studentId: student.id })).open).toEqual([]);
  });

  it('cash and card at the same moment: one order wins, the figures agree either way', async () => {
    const { teacher, student, invoice, checkoutId } = await invoiceWithCheckout();
    await processor().pay(checkoutId);
    const completed = captured.take('checkout.session.completed');
    const [cashResult, cardStatus] = await Promise.all([
      cash(teacher.id, student.id, invoice.id).then(
        () => 'recorded',
        (error: { code?: string }) => error.code,
      ),
      redeliver(completed),
    ]);
    expect(cardStatus).toBe(200);
    const settled = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    const payments = await db.payment.findMany({ where: { invoiceId: invoice.id } });
    const received = payments.reduce((sum, payment) => sum + payment.amount, 0);
    expect(settled.status).toBe('paid');
    expect(settled.paidAmount).toBe(received);
    const balance = await getStudentBalance({ teacherId: teacher.id, studentId: student.id });
    if (cashResult === 'recorded') {
      // Cash took the lock first: the card's money is credit.
      expect(payments).toHaveLength(2);
      expect(balance.open).toEqual([{ currency: 'EUR', amount: -6_000 }]);
    } else {
      // The card took it first: the cash was refused, nothing is owed or credited.
      expect(cashResult).toBe('INVOICE_NOT_PAYABLE');
      expect(payments).toHaveLength(1);
      expect(balance.open).toEqual([]);
    }
  });
});

describe('a processor refund of an invoice payment', () => {
  it("recomputes the invoice's paid amount and status, once, and the balance owes the refunded part", async () => {
    const { teacher, student, invoice, checkoutId } = await invoiceWithCheckout();
    await processor().pay(checkoutId);
    expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);
    const payment = await db.payment.findFirstOrThrow({ where: { invoiceId: invoice.id } });

    await refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 2_000 });
    await processor().flush();
    const refunded = captured.take('charge.refunded');
    expect(await redeliver(refunded)).toBe(200);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'partially_paid',
      paidAmount: 4_000,
    });
    // The same event again changes nothing.
    expect(await redeliver(refunded)).toBe(200);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'partially_paid',
      paidAmount: 4_000,
    });
    expect((await getStudentBalance({ teacherId: teacher.id, studentId: student.id })).open).toEqual([
      { currency: 'EUR', amount: 2_000 },
    ]);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: invoice.id, action: 'invoice.payment_refunded' } })).toBe(1);

    // The rest refunded: nothing received, the invoice is open again in full.
    await refundPayment({ teacherId: teacher.id, paymentId: payment.id });
    await processor().flush();
    expect(await redeliver(captured.take('charge.refunded'))).toBe(200);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      status: 'issued',
      paidAmount: 0,
    });
  });

  it("moves only the refunded payment's own invoice (tenancy)", async () => {
    const mine = await invoiceWithCheckout();
    const theirs = await invoiceWithCheckout();
    await processor().pay(mine.checkoutId);
    expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);
    const payment = await db.payment.findFirstOrThrow({ where: { invoiceId: mine.invoice.id } });
    await refundPayment({ teacherId: mine.teacher.id, paymentId: payment.id, amount: 1_000 });
    await processor().flush();
    expect(await redeliver(captured.take('charge.refunded'))).toBe(200);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: mine.invoice.id } })).toMatchObject({
      status: 'partially_paid',
      paidAmount: 5_000,
    });
    expect(await db.invoice.findUniqueOrThrow({ where: { id: theirs.invoice.id } })).toMatchObject({
      status: 'issued',
      paidAmount: 0,
    });
  });
});
