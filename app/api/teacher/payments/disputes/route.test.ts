import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { callRoute, teacherCookie } from '@/test/http';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { GET as listPayments } from '../route';
import { GET as listDisputes } from './route';

const processor = setUpSimulatedProcessor();

/** A paid enrollment whose payment the payer's bank then disputes (charge.dispute.created delivered). */
async function disputedPayment() {
  const setup = await pendingEnrollment();
  const checkout = await checkoutFor(setup);
  await processor().pay(checkout.id);
  await processor().dispute(processor().state.checkoutSessions.get(checkout.id)!.payment_intent!);
  const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
  return { ...setup, payment, cookie: await teacherCookie(setup.teacher.id) };
}

const dispute = {
  id: expect.any(String),
  status: 'needs_response',
  reason: 'fraudulent',
  amount: 12_100,
  currency: 'EUR',
  evidenceDueBy: expect.stringMatching(/Z$/),
  createdAt: expect.stringMatching(/Z$/),
};

describe('disputes, as the teacher sees them', () => {
  it('GET /api/teacher/payments: the disputed payment carries its dispute; others carry null', async () => {
    const { payment, cookie, teacher } = await disputedPayment();
    const undisputed = await pendingEnrollment();
    const other = await db.payment.create({
      data: {
        teacherId: teacher.id,
        studentId: undisputed.student.id,
        amount: 500,
        currency: 'EUR',
        status: 'succeeded',
      },
    });

    const response = await callRoute(listPayments, { path: '/api/teacher/payments', cookie });

    expect(response.status).toBe(200);
    const rows = response.json.data as { id: string; dispute: unknown }[];
    expect(rows.find((row) => row.id === payment.id)?.dispute).toEqual(dispute);
    expect(rows.find((row) => row.id === other.id)?.dispute).toBeNull();
  });

  it('GET /api/teacher/payments/disputes: the list envelope, filtered by status, never another teacher’s', async () => {
    const { payment, cookie, student } = await disputedPayment();
    const other = await disputedPayment();

    const all = await callRoute(listDisputes, { path: '/api/teacher/payments/disputes', cookie });
    expect(all.status).toBe(200);
    expect(all.json).toEqual({
      data: [
        {
          ...dispute,
          paymentId: payment.id,
          description: payment.description,
          student: { id: student.id, name: student.name, email: student.email },
        },
      ],
      page: 1,
      limit: 20,
      total: 1,
    });
    expect(JSON.stringify(all.json)).not.toContain(other.payment.id);

    const won = await callRoute(listDisputes, { path: '/api/teacher/payments/disputes?status=won', cookie });
    expect(won.json).toMatchObject({ data: [], total: 0 });
  });

  it('refuses an unknown status or field with 400 and needs a teacher session', async () => {
    const { cookie } = await disputedPayment();
    for (const query of ['status=open', 'limit=500', 'disputed=1']) {
      const response = await callRoute(listDisputes, { path: `/api/teacher/payments/disputes?${query}`, cookie });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await callRoute(listDisputes, { path: '/api/teacher/payments/disputes' })).status).toBe(401);
  });
});
