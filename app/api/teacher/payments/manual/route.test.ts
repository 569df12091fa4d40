import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { getPaymentKpis } from '@/lib/payments/get-payment-kpis';
import { createStudent, createTeacher } from '@/test/factories';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { callRoute, teacherCookie } from '@/test/http';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST as correct } from './[id]/correct/route';
import { POST } from './route';
import { GET as listPayments } from '../route';

const processor = setUpSimulatedProcessor();
const path = '/api/teacher/payments/manual';
const record = (cookie: string, body: unknown) => callRoute(POST, { method: 'POST', path, cookie, body });
const paidAt = () => new Date(Date.now() - 60_000).toISOString();

const enrollmentGrant = (enrollmentId: string) =>
  db.enrollment.findUniqueOrThrow({
    where: { id: enrollmentId },
    select: { status: true, sessionsTotal: true, pricePaid: true, enrolledAt: true, validUntil: true },
  });

describe('POST /api/teacher/payments/manual', () => {
  it('a cash payment for a package grants the same enrollment and credits as a card checkout', async () => {
    // The card way: a checkout paid at the processor, settled by the webhook.
    const card = await pendingEnrollment();
    await processor().pay((await checkoutFor(card)).id);
    const byCard = await enrollmentGrant(card.enrollment.id);

    // The cash way, for another student of the same package.
    const student = await createStudent({ teacherId: card.teacher.id });
    const cookie = await teacherCookie(card.teacher.id);
    const response = await record(cookie, {
      studentId: student.id,
      amount: 12_100,
      currency: 'EUR',
      method: 'cash',
      paidAt: paidAt(),
      serviceId: card.service.id,
      note: 'Paid at the first lesson',
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ method: 'cash', status: 'succeeded', amount: 12_100 });
    const byCash = await enrollmentGrant(response.json.enrollmentId);
    expect(byCash).toMatchObject({
      status: byCard.status,
      sessionsTotal: byCard.sessionsTotal,
      pricePaid: byCard.pricePaid,
    });
    expect(byCash.validUntil!.getTime() - byCash.enrolledAt!.getTime()).toBe(
      byCard.validUntil!.getTime() - byCard.enrolledAt!.getTime(),
    );
    expect(byCash.sessionsTotal).toBe(10);
    const lifecycle = await db.studentLifecycleEvent.findMany({
      where: { studentId: student.id },
      select: { type: true },
    });
    expect(lifecycle.map((event) => event.type).sort()).toEqual(['enrollment_started', 'first_purchase']);
  });

  it('counts in revenue and shows in the payments list with its method; a correction takes it back without deleting', async () => {
    const teacher = await createTeacher({ taxRate: 21 });
    const student = await createStudent({ teacherId: teacher.id });
    const cookie = await teacherCookie(teacher.id);
    const before = await getPaymentKpis({ teacherId: teacher.id, query: {} });
    expect(before.totals[0]).toMatchObject({ revenue: 0, payments: 0 });

    const { json: payment } = await record(cookie, {
      studentId: student.id,
      amount: 5_000,
      currency: 'EUR',
      method: 'bank_transfer',
      paidAt: paidAt(),
    });
    const kpis = await getPaymentKpis({ teacherId: teacher.id, query: {} });
    expect(kpis.totals[0]).toMatchObject({ currency: 'EUR', gross: 5_000, revenue: 5_000, taxCollected: 868 });
    const list = await callRoute(listPayments, { path: '/api/teacher/payments', cookie });
    expect(list.json.data).toEqual([
      expect.objectContaining({ id: payment.id, method: 'bank_transfer', kind: 'balance' }),
    ]);

    const corrected = await callRoute(correct, {
      method: 'POST',
      path: `${path}/${payment.id}/correct`,
      params: { id: payment.id },
      cookie,
      body: { amount: 2_000, reason: 'Typed 50 instead of 30' },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.json).toMatchObject({ refundedAmount: 2_000, status: 'partially_refunded' });
    expect((await getPaymentKpis({ teacherId: teacher.id, query: {} })).totals[0]).toMatchObject({ revenue: 3_000 });
    expect(await db.payment.count({ where: { id: payment.id } })).toBe(1);
    expect(await db.refund.findMany({ where: { paymentId: payment.id } })).toEqual([
      expect.objectContaining({ amount: 2_000, status: 'succeeded', reason: 'Typed 50 instead of 30' }),
    ]);

    const tooMuch = await callRoute(correct, {
      method: 'POST',
      path: `${path}/${payment.id}/correct`,
      params: { id: payment.id },
      cookie,
      body: { amount: 3_001, reason: 'again' },
    });
    expect(tooMuch.status).toBe(422);
  });

  it("another teacher's student, service or payment is not found, and nothing is recorded", async () => {
    const mine = await createTeacher();
    const other = await pendingEnrollment();
    const cookie = await teacherCookie(mine.id);
    const myStudent = await createStudent({ teacherId: mine.id });
    const base = { amount: 1_000, currency: 'EUR', method: 'cash', paidAt: paidAt() };
    expect((await record(cookie, { ...base, studentId: other.student.id })).status).toBe(404);
    expect((await record(cookie, { ...base, studentId: myStudent.id, serviceId: other.service.id })).status).toBe(404);
    const otherCookie = await teacherCookie(other.teacher.id);
    const { json: theirs } = await record(otherCookie, { ...base, studentId: other.student.id });
    const response = await callRoute(correct, {
      method: 'POST',
      path: `${path}/${theirs.id}/correct`,
      params: { id: theirs.id },
      cookie,
      body: { reason: 'not mine' },
    });
    expect(response.status).toBe(404);
    expect(await db.payment.count({ where: { teacherId: mine.id } })).toBe(0);
    expect((await db.payment.findUniqueOrThrow({ where: { id: theirs.id } })).refundedAmount).toBe(0);
  });

  it('refuses bad input with 400 and records nothing', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const cookie = await teacherCookie(teacher.id);
    const base = { studentId: student.id, amount: 1_000, currency: 'EUR', method: 'cash', paidAt: paidAt() };
    for (const body of [
      { ...base, method: 'card' },
      { ...base, amount: 0 },
      { ...base, amount: 10.5 },
      { ...base, status: 'succeeded' },
      { ...base, paidAt: 'yesterday' },
    ]) {
      expect((await record(cookie, body)).status).toBe(400);
    }
    expect(await db.payment.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('a card payment is corrected only by a refund at the processor (409)', async () => {
    const card = await pendingEnrollment();
    await processor().pay((await checkoutFor(card)).id);
    const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: card.enrollment.id } });
    const response = await callRoute(correct, {
      method: 'POST',
      path: `${path}/${payment.id}/correct`,
      params: { id: payment.id },
      cookie: await teacherCookie(card.teacher.id),
      body: { reason: 'no' },
    });
    expect(response.status).toBe(409);
  });
});
