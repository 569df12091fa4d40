import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { callRoute, teacherCookie } from '@/test/http';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST as exportCsv } from './csv-export/route';
import { GET as kpis } from './kpis/route';
import { POST as refund } from './refund/route';
import { GET as list } from './route';

const processor = setUpSimulatedProcessor();

async function paidPayment(options: Parameters<typeof pendingEnrollment>[0] = {}) {
  const setup = await pendingEnrollment(options);
  await processor().pay((await checkoutFor(setup)).id);
  await processor().flush();
  const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
  return { ...setup, payment, cookie: await teacherCookie(setup.teacher.id) };
}

/** A payment row written directly, for the figures of KPI and export tests. */
function payment(
  teacherId: string,
  studentId: string | null,
  fields: {
    amount: number;
    taxAmount: number;
    pspFee?: number;
    refundedAmount?: number;
    paidAt?: Date;
    currency?: string;
    status?: 'succeeded' | 'partially_refunded' | 'refunded' | 'pending';
  },
) {
  return db.payment.create({
    data: {
      teacherId,
      studentId,
      amount: fields.amount,
      taxAmount: fields.taxAmount,
      pspFee: fields.pspFee ?? 0,
      refundedAmount: fields.refundedAmount ?? 0,
      currency: fields.currency ?? 'EUR',
      status: fields.status ?? 'succeeded',
      paidAt: fields.paidAt ?? new Date(),
      description: 'Lesson pack',
    },
  });
}

describe('GET /api/teacher/payments', () => {
  it("lists the teacher's payments with their fiscal breakdown, never another teacher's", async () => {
    const { payment: paid, cookie, teacher } = await paidPayment();
    const other = await paidPayment();

    const response = await callRoute(list, { path: '/api/teacher/payments', cookie });

    expect(response.status).toBe(200);
    expect(response.json.total).toBe(1);
    expect(response.json.data[0]).toMatchObject({
      id: paid.id,
      amount: 12_100,
      base: 10_000,
      tax: 2_100,
      refundable: 12_100,
    });
    expect(response.json.data.map((row: { id: string }) => row.id)).not.toContain(other.payment.id);
    expect(teacher.id).not.toBe(other.teacher.id);
  });

  it('filters by status, paid date and student name or e-mail', async () => {
    const teacher = await createTeacher();
    const ana = await createStudent({
      teacherId: teacher.id,
      name: 'Ana Lopez',
      email: `ana.${crypto.randomUUID()}@example.test`,
    });
    const bo = await createStudent({ teacherId: teacher.id, name: 'Bo Berg' });
    await payment(teacher.id, ana.id, { amount: 1_000, taxAmount: 0, paidAt: new Date('2026-01-10T10:00:00Z') });
    await payment(teacher.id, bo.id, {
      amount: 2_000,
      taxAmount: 0,
      paidAt: new Date('2026-02-10T10:00:00Z'),
      status: 'refunded',
      refundedAmount: 2_000,
    });
    const cookie = await teacherCookie(teacher.id);
    const amounts = async (query: string) =>
      (await callRoute(list, { path: `/api/teacher/payments?${query}`, cookie })).json.data.map(
        (row: { amount: number }) => row.amount,
      );

    expect(await amounts('search=lopez')).toEqual([1_000]);
    expect(await amounts(`search=${encodeURIComponent(ana.email.slice(0, 8))}`)).toEqual([1_000]);
    expect(await amounts('status=refunded')).toEqual([2_000]);
    expect(await amounts('from=2026-02-01T00:00:00Z')).toEqual([2_000]);
    expect(await amounts('to=2026-01-31T23:59:59Z')).toEqual([1_000]);
  });

  it('refuses unknown query fields', async () => {
    const { cookie } = await paidPayment();
    expect((await callRoute(list, { path: '/api/teacher/payments?teacherId=x', cookie })).status).toBe(400);
  });

  it('needs a teacher session', async () => {
    expect((await callRoute(list, { path: '/api/teacher/payments' })).status).toBe(401);
  });
});

describe('GET /api/teacher/payments/kpis', () => {
  it('sums gross, processor fees, tax, net base, refunds and net to teacher for the period', async () => {
    const teacher = await createTeacher({ taxRate: 21 });
    const student = await createStudent({ teacherId: teacher.id });
    const inPeriod = new Date('2026-05-15T12:00:00Z');
    await payment(teacher.id, student.id, { amount: 12_100, taxAmount: 2_100, pspFee: 207, paidAt: inPeriod });
    await payment(teacher.id, student.id, {
      amount: 999,
      taxAmount: 173,
      pspFee: 40,
      refundedAmount: 999,
      status: 'refunded',
      paidAt: inPeriod,
    });
    await payment(teacher.id, student.id, { amount: 5_000, taxAmount: 868, paidAt: new Date('2026-04-30T23:59:59Z') });
    await payment(teacher.id, student.id, { amount: 7_000, taxAmount: 0, status: 'pending', paidAt: inPeriod });
    const stranger = await createTeacher();
    await payment(stranger.id, null, { amount: 50_000, taxAmount: 0, paidAt: inPeriod });

    const response = await callRoute(kpis, {
      path: '/api/teacher/payments/kpis?from=2026-05-01T00:00:00Z&to=2026-05-31T23:59:59Z',
      cookie: await teacherCookie(teacher.id),
    });

    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ taxRate: 21, from: '2026-05-01T00:00:00.000Z' });
    expect(response.json.totals).toEqual([
      {
        currency: 'EUR',
        payments: 2,
        gross: 13_099,
        processorFees: 247,
        taxCollected: 2_273,
        netBase: 10_826,
        refunds: 999,
        revenue: 13_099 - 999,
        netToTeacher: 13_099 - 247 - 999,
      },
    ]);
  });

  it('reports zeros in the default currency when nothing was paid', async () => {
    const teacher = await createTeacher({ defaultCurrency: 'USD' });
    const response = await callRoute(kpis, {
      path: '/api/teacher/payments/kpis',
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.json.totals).toEqual([expect.objectContaining({ currency: 'USD', gross: 0, payments: 0 })]);
  });
});

describe('POST /api/teacher/payments/csv-export', () => {
  it('exports formula-safe CSV in major units', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, name: '=HYPERLINK("http://evil.test")' });
    await payment(teacher.id, student.id, { amount: 12_100, taxAmount: 2_100, pspFee: 207 });

    const response = await callRoute(exportCsv, {
      method: 'POST',
      path: '/api/teacher/payments/csv-export',
      body: {},
      cookie: await teacherCookie(teacher.id),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const [header, row] = response.text.split('\r\n');
    expect(header).toContain('Processor fee');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(row).toContain(',121.00,100.00,21.00,2.07,0.00,118.93,');
  });
});

describe('POST /api/teacher/payments/refund', () => {
  it('refunds part of a payment of the teacher', async () => {
    const { payment: paid, cookie } = await paidPayment();
    const response = await callRoute(refund, {
      method: 'POST',
      path: '/api/teacher/payments/refund',
      body: { paymentId: paid.id, amount: 1_000, idempotencyKey: crypto.randomUUID() },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ paymentId: paid.id, amount: 1_000 });
  });

  it("answers 404 for another teacher's payment", async () => {
    const { payment: paid } = await paidPayment();
    const { cookie } = await paidPayment();
    const response = await callRoute(refund, {
      method: 'POST',
      path: '/api/teacher/payments/refund',
      body: { paymentId: paid.id },
      cookie,
    });
    expect(response.status).toBe(404);
  });

  it('answers 422 REFUND_EXCEEDS_PAYMENT above what is left', async () => {
    const { payment: paid, cookie } = await paidPayment();
    const response = await callRoute(refund, {
      method: 'POST',
      path: '/api/teacher/payments/refund',
      body: { paymentId: paid.id, amount: 99_999 },
      cookie,
    });
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe('REFUND_EXCEEDS_PAYMENT');
  });

  it('answers 503 SERVICE_UNAVAILABLE while the circuit is open, without calling the processor', async () => {
    const { payment: paid, cookie } = await paidPayment();
    const attempt = (amount: number) =>
      callRoute(refund, {
        method: 'POST',
        path: '/api/teacher/payments/refund',
        body: { paymentId: paid.id, amount },
        cookie,
      });
    processor().failNext(3, 500);
    for (const amount of [1, 2, 3]) expect((await attempt(amount)).status).toBe(503);
    expect(processor().state.failures.remaining).toBe(0);

    const refused = await attempt(4);
    expect(refused.status).toBe(503);
    expect(refused.json.error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/unavailable/),
    });
    expect(
      [...processor().state.refunds.values()].filter((r) => r.payment_intent === paid.pspPaymentIntentId),
    ).toHaveLength(0);
  });
});
