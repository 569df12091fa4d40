import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { type AppError, NotFoundError, ServiceUnavailableError } from '@/lib/core/errors';
import { createTeacher } from '@/test/factories';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { refundPayment } from './refund-payment';

const processor = setUpSimulatedProcessor();

/** A 121.00 payment confirmed through the simulated processor. */
async function paidPayment() {
  const setup = await pendingEnrollment();
  await processor().pay((await checkoutFor(setup)).id);
  const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
  return { ...setup, payment };
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: AppError) => error.code,
  );

describe('refundPayment', () => {
  it('refunds in part on the connected account, and charge.refunded applies it to the payment', async () => {
    const { teacher, payment, accountId } = await paidPayment();

    const refund = await refundPayment({
      teacherId: teacher.id,
      paymentId: payment.id,
      amount: 2_100,
      reason: 'requested_by_customer',
    });
    await processor().flush();

    expect(refund).toMatchObject({ paymentId: payment.id, amount: 2_100, currency: 'EUR' });
    // `pending` until charge.refunded arrives, which may already have happened (it races the answer).
    expect(['pending', 'succeeded']).toContain(refund.status);
    const atProcessor = [...processor().state.refunds.values()].filter(
      (r) => r.payment_intent === payment.pspPaymentIntentId,
    );
    expect(atProcessor).toEqual([expect.objectContaining({ amount: 2_100, account: accountId })]);
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      refundedAmount: 2_100,
      status: 'partially_refunded',
    });
    expect(await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({
      status: 'succeeded',
      pspRefundId: atProcessor[0]!.id,
    });
  });

  it('refunds the whole remainder when no amount is given', async () => {
    const { teacher, payment } = await paidPayment();
    await refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 100 });
    const rest = await refundPayment({ teacherId: teacher.id, paymentId: payment.id });
    await processor().flush();

    expect(rest.amount).toBe(12_000);
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      refundedAmount: 12_100,
      status: 'refunded',
    });
  });

  it('never refunds more than paid minus already refunded', async () => {
    const { teacher, payment } = await paidPayment();
    expect(await errorCode(refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 12_101 }))).toBe(
      'REFUND_EXCEEDS_PAYMENT',
    );

    await refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 12_000 });
    expect(await errorCode(refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 101 }))).toBe(
      'REFUND_EXCEEDS_PAYMENT',
    );
    await refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 100 });
    await processor().flush();
    // Fully refunded, as the processor confirmed: nothing more to refund.
    expect(await errorCode(refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 1 }))).toBe(
      'INVALID_STATE',
    );
  });

  it('concurrent refunds can never add up to more than was paid', async () => {
    const { teacher, payment } = await paidPayment();
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        refundPayment({
          teacherId: teacher.id,
          paymentId: payment.id,
          amount: 5_000,
          idempotencyKey: `attempt-${i}-xxxx`,
        }),
      ),
    );
    await processor().flush();

    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(2);
    const refunded = await db.refund.aggregate({
      where: { paymentId: payment.id, status: 'succeeded' },
      _sum: { amount: true },
    });
    expect(refunded._sum.amount).toBe(10_000);
  });

  it('is idempotent: a retry with the same key returns the same refund and refunds once', async () => {
    const { teacher, payment } = await paidPayment();
    const request = {
      teacherId: teacher.id,
      paymentId: payment.id,
      amount: 1_000,
      idempotencyKey: crypto.randomUUID(),
    };
    const first = await refundPayment(request);
    const retry = await refundPayment(request);
    await processor().flush();

    expect(retry.id).toBe(first.id);
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(
      [...processor().state.refunds.values()].filter((r) => r.payment_intent === payment.pspPaymentIntentId),
    ).toHaveLength(1);
  });

  it('without a key, a double submission of the same request refunds once', async () => {
    const { teacher, payment } = await paidPayment();
    const [a, b] = await Promise.all([
      refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 1_000 }),
      refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: 1_000 }),
    ]);
    expect(a.id).toBe(b.id);
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
  });

  it('a retry after the processor failed sends the same refund again, under the same processor key', async () => {
    const { teacher, payment } = await paidPayment();
    const request = { teacherId: teacher.id, paymentId: payment.id, amount: 500, idempotencyKey: crypto.randomUUID() };
    processor().failNext(1, 503);
    await expect(refundPayment(request)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await db.refund.findFirstOrThrow({ where: { paymentId: payment.id } })).toMatchObject({ status: 'failed' });

    const retried = await refundPayment(request);
    await processor().flush();
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(await db.refund.findUniqueOrThrow({ where: { id: retried.id } })).toMatchObject({ status: 'succeeded' });
  });

  it("refuses another teacher's payment exactly like a missing one", async () => {
    const { payment } = await paidPayment();
    const stranger = await createTeacher({ pspAccountId: `acct_${crypto.randomUUID()}` });
    await expect(refundPayment({ teacherId: stranger.id, paymentId: payment.id, amount: 100 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await db.refund.count({ where: { paymentId: payment.id } })).toBe(0);
  });
});
