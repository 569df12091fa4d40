import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createInvoiceDraft } from '@/lib/invoices/create-invoice-draft';
import { issueInvoice } from '@/lib/invoices/issue-invoice';
import { createStudent, createTeacher } from '@/test/factories';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { callRoute, edgeHeaders, sessionCookie } from '@/test/http';
import { pdfText } from '@/test/pdf-text';
import { captureEvents, redeliver, setUpSimulatedProcessor } from '@/test/psp-simulator';
import { GET as pdf } from './[id]/pdf/route';
import { POST as pay } from './[id]/pay/route';
import { GET as list } from './route';

const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });
// What instrumentation-node.ts does at server start.

const studentCookie = (studentId: string) => sessionCookie({ role: 'student', studentId });

async function issuedInvoiceFor(teacherId: string, studentId: string, unitAmount = 6_000) {
  const draft = await createInvoiceDraft({
    teacherId,
    input: { studentId, lines: [{ description: 'Guitar lessons, November', quantity: 1, unitAmount }] },
  });
  return issueInvoice({ teacherId, invoiceId: draft.id });
}

async function connectedTeacher() {
  return createTeacher({
    pspAccountId: `acct_${crypto.randomUUID()}`,
    pspChargesEnabled: true,
    pspConnectedAt: new Date(),
    taxRate: 21,
  });
}

describe('the student side of invoices', () => {
  it("lists only the student's own issued invoices (never drafts) and serves their PDFs; others' are not found", async () => {
    const teacher = await connectedTeacher();
    const student = await createStudent({ teacherId: teacher.id, name: 'Léa Dubois' });
    const classmate = await createStudent({ teacherId: teacher.id });
    const mine = await issuedInvoiceFor(teacher.id, student.id);
    await createInvoiceDraft({
      teacherId: teacher.id,
      input: { studentId: student.id, lines: [{ description: 'x', quantity: 1, unitAmount: 100 }] },
    });
    const theirs = await issuedInvoiceFor(teacher.id, classmate.id);
    const cookie = await studentCookie(student.id);

    const { json } = await callRoute(list, { path: '/api/student/invoices', cookie });
    expect(json.total).toBe(1);
    expect(json.data[0]).toMatchObject({ id: mine.id, number: mine.number, status: 'issued' });

    const response = await pdf(
      new Request(`http://localhost:3000/api/student/invoices/${mine.id}/pdf`, {
        headers: { cookie, ...edgeHeaders('10.2.3.4') },
      }),
      { params: Promise.resolve({ id: mine.id }) },
    );
    expect(response.status).toBe(200);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(mine.number!);
    expect(text).toContain('Léa Dubois');
    expect((await callRoute(pdf, { params: { id: theirs.id }, cookie })).status).toBe(404);
    expect((await callRoute(pay, { method: 'POST', params: { id: theirs.id }, cookie })).status).toBe(404);
  });

  it('pays the open amount by card: the webhook settles the invoice exactly once, however often it is delivered', async () => {
    const teacher = await connectedTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const invoice = await issuedInvoiceFor(teacher.id, student.id);
    const cookie = await studentCookie(student.id);

    const opened = await callRoute(pay, { method: 'POST', params: { id: invoice.id }, cookie });
    expect(opened.status).toBe(200);
    const checkoutId = opened.json.checkoutUrl.split('/').pop();
    // Asked twice, the same checkout.
    expect((await callRoute(pay, { method: 'POST', params: { id: invoice.id }, cookie })).json.checkoutUrl).toBe(
      opened.json.checkoutUrl,
    );

    await processor().pay(checkoutId);
    const completed = captured.take('checkout.session.completed');
    expect(await redeliver(completed)).toBe(200);
    expect(await redeliver(completed)).toBe(200);

    const settled = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(settled).toMatchObject({ status: 'paid', paidAmount: 6_000 });
    const payments = await db.payment.findMany({ where: { invoiceId: invoice.id } });
    expect(payments).toEqual([
      expect.objectContaining({ method: 'card', kind: 'balance', amount: 6_000, status: 'succeeded' }),
    ]);
    // The invoice is the payment's document: no second (receipt) invoice.
    expect(await db.invoice.count({ where: { teacherId: teacher.id } })).toBe(1);
    const again = await callRoute(pay, { method: 'POST', params: { id: invoice.id }, cookie });
    expect(again.json.error.code).toBe('INVOICE_NOT_PAYABLE');
  });

  it('every processor payment gets a paid receipt invoice with its number, once', async () => {
    const setup = await pendingEnrollment();
    await processor().pay((await checkoutFor(setup)).id);
    const completed = captured.take('checkout.session.completed');
    expect(await redeliver(completed)).toBe(200);
    expect(await redeliver(completed)).toBe(200);
    const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
    const receipts = await db.invoice.findMany({ where: { teacherId: setup.teacher.id }, include: { lines: true } });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      receiptPaymentId: payment.id,
      status: 'paid',
      grossAmount: 12_100,
      taxAmount: 2_100,
      paidAmount: 12_100,
      number: `INV-${payment.paidAt!.getUTCFullYear()}-0001`,
    });
  });
});
