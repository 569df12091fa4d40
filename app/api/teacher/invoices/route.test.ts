import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { pdfText } from '@/test/pdf-text';
import { POST as recordManual } from '../payments/manual/route';
import { PATCH as updateBilling } from '../settings/billing/route';
import { GET as balance } from '../students/[id]/balance/route';
import { GET as pdf } from './[id]/pdf/route';
import { GET as getOne } from './[id]/route';
import { POST as issue } from './[id]/issue/route';
import { POST as send } from './[id]/send/route';
import { POST as voidIt } from './[id]/void/route';
import { GET as exportCsv } from './export/route';
import { GET as list, POST as create } from './route';

const path = '/api/teacher/invoices';
type Handler = typeof issue;
const act = (handler: Handler, cookie: string, id: string, verb: string) =>
  callRoute(handler, { method: 'POST', path: `${path}/${id}/${verb}`, params: { id }, cookie });

async function billingTeacher() {
  const teacher = await createTeacher({ taxRate: 21, defaultCurrency: 'EUR', name: 'Ana Ruiz' });
  const cookie = await teacherCookie(teacher.id);
  await callRoute(updateBilling, {
    method: 'PATCH',
    path: '/api/teacher/settings/billing',
    cookie,
    body: {
      legalName: 'Ana Ruiz Música SL',
      taxId: 'ESB12345678',
      invoicePrefix: 'AR',
      bankDetails: 'IBAN ES91 2100 0418 4502 0005 1332',
    },
  });
  const student = await createStudent({
    teacherId: teacher.id,
    name: 'Zoë Müller',
    email: `zoe.${crypto.randomUUID()}@example.test`,
  });
  return { teacher, cookie, student };
}

const twoLines = [
  { description: 'Piano lesson', quantity: 2, unitAmount: 6_050 },
  { description: 'Sheet music', quantity: 1, unitAmount: 1_000, taxRate: 0 },
];

describe('invoices', () => {
  it('drafts with lines, issues with the next number, prints a PDF with number, payer, lines, tax and total', async () => {
    const { cookie, student } = await billingTeacher();
    const draft = await callRoute(create, {
      method: 'POST',
      path,
      cookie,
      body: { studentId: student.id, lines: twoLines },
    });
    expect(draft.status).toBe(201);
    expect(draft.json).toMatchObject({
      status: 'draft',
      number: null,
      grossAmount: 13_100,
      taxAmount: 2_100,
      netAmount: 11_000,
    });

    const issued = await act(issue, cookie, draft.json.id, 'issue');
    expect(issued.status).toBe(200);
    expect(issued.json).toMatchObject({
      status: 'issued',
      number: `AR-${new Date().getUTCFullYear()}-0001`,
      openAmount: 13_100,
    });
    expect((await act(issue, cookie, draft.json.id, 'issue')).status).toBe(409);

    const file = await callRoute(pdf, { path: `${path}/${draft.json.id}/pdf`, params: { id: draft.json.id }, cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const response = await pdf(
      new Request(`http://localhost:3000${path}/${draft.json.id}/pdf`, { headers: { cookie, ...(await edge()) } }),
      { params: Promise.resolve({ id: draft.json.id }) },
    );
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      issued.json.number,
      'Zoë Müller',
      'Ana Ruiz Música SL',
      'ESB12345678',
      'Piano lesson',
      'Sheet music',
      '€60.50',
      'Tax 21%',
      '€21',
      '€131',
      'IBAN ES91 2100 0418 4502 0005 1332',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('voids an issued invoice with a credit note of its own number; both PDFs exist; void is refused twice', async () => {
    const { cookie, student } = await billingTeacher();
    const { json: draft } = await callRoute(create, {
      method: 'POST',
      path,
      cookie,
      body: { studentId: student.id, lines: twoLines },
    });
    const { json: invoice } = await act(issue, cookie, draft.id, 'issue');
    const credit = await act(voidIt, cookie, invoice.id, 'void');
    expect(credit.status).toBe(200);
    expect(credit.json).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      creditsInvoiceId: invoice.id,
      grossAmount: -13_100,
      number: invoice.number.replace(/0001$/, '0002'),
    });
    const voided = await callRoute(getOne, { path: `${path}/${invoice.id}`, params: { id: invoice.id }, cookie });
    expect(voided.json).toMatchObject({
      status: 'void',
      creditNoteId: credit.json.id,
      number: invoice.number,
      grossAmount: 13_100,
    });
    expect((await act(voidIt, cookie, invoice.id, 'void')).status).toBe(409);
    for (const id of [invoice.id, credit.json.id]) {
      const file = await callRoute(pdf, { path: `${path}/${id}/pdf`, params: { id }, cookie });
      expect(file.status).toBe(200);
    }
  });

  it('settles in part and in full by manual payments; a paid invoice cannot be voided; the balance follows', async () => {
    const { cookie, student } = await billingTeacher();
    const { json: draft } = await callRoute(create, {
      method: 'POST',
      path,
      cookie,
      body: { studentId: student.id, lines: twoLines },
    });
    const { json: invoice } = await act(issue, cookie, draft.id, 'issue');
    const pay = (amount: number) =>
      callRoute(recordManual, {
        method: 'POST',
        path: '/api/teacher/payments/manual',
        cookie,
        body: {
          studentId: student.id,
          amount,
          currency: 'EUR',
          method: 'cash',
          paidAt: new Date().toISOString(),
          invoiceId: invoice.id,
        },
      });
    expect((await pay(5_000)).status).toBe(201);
    const owed = await callRoute(balance, { path: '', params: { id: student.id }, cookie });
    expect(owed.json.open).toEqual([{ currency: 'EUR', amount: 8_100 }]);
    const partly = await callRoute(getOne, { path: `${path}/${invoice.id}`, params: { id: invoice.id }, cookie });
    expect(partly.json).toMatchObject({ status: 'partially_paid', paidAmount: 5_000, openAmount: 8_100 });
    expect((await pay(8_101)).json.error.code).toBe('PAYMENT_EXCEEDS_INVOICE');
    expect((await pay(8_100)).status).toBe(201);
    const paid = await callRoute(getOne, { path: `${path}/${invoice.id}`, params: { id: invoice.id }, cookie });
    expect(paid.json).toMatchObject({ status: 'paid', paidAmount: 13_100, openAmount: 0 });
    expect((await act(voidIt, cookie, invoice.id, 'void')).status).toBe(409);
    expect((await callRoute(balance, { path: '', params: { id: student.id }, cookie })).json.open).toEqual([]);
  });

  it('drafts from the balance: the unbilled post-paid lessons, billed once while the invoice stands', async () => {
    const { teacher, cookie, student } = await billingTeacher();
    const service = await createService({ teacherId: teacher.id, billing: 'postpaid', priceAmount: 4_000 });
    const prepaid = await createService({ teacherId: teacher.id, priceAmount: 9_900 });
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    for (const [days, status] of [
      [9, 'completed'],
      [7, 'no_show'],
      [5, 'cancelled'],
    ] as const) {
      await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        status,
        startUtc: at(days),
      });
    }
    await createSession({
      teacherId: teacher.id,
      serviceId: prepaid.id,
      studentId: student.id,
      status: 'completed',
      startUtc: at(3),
    });
    const owed = await callRoute(balance, { path: '', params: { id: student.id }, cookie });
    expect(owed.json.open).toEqual([{ currency: 'EUR', amount: 8_000 }]);
    expect(owed.json.items.map((item: { type: string }) => item.type)).toEqual(['charge', 'charge']);

    const draft = await callRoute(create, {
      method: 'POST',
      path,
      cookie,
      body: { studentId: student.id, fromBalance: true },
    });
    expect(draft.status).toBe(201);
    expect(draft.json.lines).toHaveLength(2);
    expect(draft.json.grossAmount).toBe(8_000);
    const again = await callRoute(create, {
      method: 'POST',
      path,
      cookie,
      body: { studentId: student.id, fromBalance: true },
    });
    expect(again.status).toBe(422);
    expect(again.json.error.code).toBe('NOTHING_TO_INVOICE');
  });

  it('sends an issued invoice with its PDF attached through the outbox; a draft is not sent', async () => {
    const { cookie, student } = await billingTeacher();
    const { json: draft } = await callRoute(create, {
      method: 'POST',
      path,
      cookie,
      body: { studentId: student.id, lines: twoLines },
    });
    expect((await act(send, cookie, draft.id, 'send')).status).toBe(409);
    const { json: invoice } = await act(issue, cookie, draft.id, 'issue');
    const sent = await act(send, cookie, invoice.id, 'send');
    expect(sent.status).toBe(200);
    expect(sent.json.sentAt).not.toBeNull();
    const email = await db.outboxEffect.findFirstOrThrow({
      where: { kind: 'email', payload: { path: ['to'], equals: student.email } },
    });
    const payload = email.payload as {
      subject: string;
      attachments: { filename: string; contentType: string; contentBase64: string }[];
    };
    expect(payload.subject).toContain(invoice.number);
    expect(payload.attachments).toEqual([
      expect.objectContaining({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(pdfText(Buffer.from(payload.attachments[0]!.contentBase64, 'base64'))).toContain(invoice.number);
  });

  it('lists with status and student filters and pages; exports issued ones as formula-safe CSV', async () => {
    const { cookie, student, teacher } = await billingTeacher();
    const other = await createStudent({ teacherId: teacher.id, name: '=HYPERLINK("http://evil")' });
    for (const who of [student, student, other]) {
      await callRoute(create, { method: 'POST', path, cookie, body: { studentId: who.id, lines: twoLines } });
    }
    const { json: all } = await callRoute(list, { path: `${path}?limit=2`, cookie });
    expect(all).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(all.data).toHaveLength(2);
    const { json: theirs } = await callRoute(list, { path: `${path}?studentId=${other.id}`, cookie });
    expect(theirs.total).toBe(1);
    await act(issue, cookie, theirs.data[0].id, 'issue');
    expect((await callRoute(list, { path: `${path}?status=issued`, cookie })).json.total).toBe(1);
    expect((await callRoute(list, { path: `${path}?status=paid`, cookie })).json.total).toBe(0);
    expect((await callRoute(list, { path: `${path}?status=nope`, cookie })).status).toBe(400);

    const csv = await callRoute(exportCsv, { path: `${path}/export`, cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, row, extra] = csv.text.trim().split('\r\n');
    expect(header).toBe('Number,Date (UTC),Payer,Net,Tax,Gross,Currency,Status,Method');
    expect(row).toContain(`'=HYPERLINK`);
    expect(row).toContain('110.00,21.00,131.00,EUR,issued');
    expect(extra).toBeUndefined();
  });

  it("another teacher's invoice or student is not found, and nothing changes", async () => {
    const mine = await billingTeacher();
    const theirs = await billingTeacher();
    const { json: draft } = await callRoute(create, {
      method: 'POST',
      path,
      cookie: theirs.cookie,
      body: { studentId: theirs.student.id, lines: twoLines },
    });
    const cookie = mine.cookie;
    expect(
      (
        await callRoute(create, {
          method: 'POST',
          path,
          cookie,
          body: { studentId: theirs.student.id, lines: twoLines },
        })
      ).status,
    ).toBe(404);
    expect((await callRoute(getOne, { path: '', params: { id: draft.id }, cookie })).status).toBe(404);
    expect((await callRoute(pdf, { path: '', params: { id: draft.id }, cookie })).status).toBe(404);
    for (const [handler, verb] of [
      [issue, 'issue'],
      [voidIt, 'void'],
      [send, 'send'],
    ] as const) {
      expect((await act(handler, cookie, draft.id, verb)).status).toBe(404);
    }
    expect((await callRoute(balance, { path: '', params: { id: theirs.student.id }, cookie })).status).toBe(404);
    expect((await callRoute(list, { path, cookie })).json.total).toBe(0);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      status: 'draft',
      number: null,
      sentAt: null,
    });
  });

  it('refuses bad bodies with 400, creating nothing', async () => {
    const { cookie, student, teacher } = await billingTeacher();
    for (const body of [
      { studentId: student.id, lines: [] },
      { studentId: student.id, lines: [{ description: 'x', quantity: 0, unitAmount: 100 }] },
      { studentId: student.id, lines: twoLines, status: 'paid' },
      { studentId: student.id, fromBalance: false },
    ]) {
      expect((await callRoute(create, { method: 'POST', path, cookie, body })).status).toBe(400);
    }
    expect(await db.invoice.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});

/** The edge headers callRoute adds, for a request whose body is read as bytes. */
async function edge() {
  const { edgeHeaders } = await import('@/test/http');
  return edgeHeaders('10.1.2.3');
}
