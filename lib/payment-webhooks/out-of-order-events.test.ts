import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { refundPayment } from '@/lib/payments/refund-payment';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { captureEvents, redeliver, setUpSimulatedProcessor } from '@/test/psp-simulator';

const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });

/**
 * Events arrive in any order. One that refers to a payment we have not recorded yet fails (500, no
 * record kept) so the processor retries it; once the earlier event is in, the retry applies it.
 */
describe('events out of order', () => {
  it('charge.refunded before checkout.session.completed: refused for now, applied on retry', async () => {
    const setup = await pendingEnrollment();
    await processor().pay((await checkoutFor(setup)).id);
    const completed = captured.take('checkout.session.completed');
    // Record the payment just long enough to ask for the refund, then forget it as if never delivered.
    expect(await redeliver(completed)).toBe(200);
    const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
    await refundPayment({ teacherId: setup.teacher.id, paymentId: payment.id, amount: 2_100 });
    await processor().flush();
    const refunded = captured.take('charge.refunded');
    await db.$transaction([
      db.refund.deleteMany({ where: { paymentId: payment.id } }),
      db.payment.delete({ where: { id: payment.id } }),
      db.webhookEvent.delete({ where: { pspEventId: completed.id } }),
      db.enrollment.update({ where: { id: setup.enrollment.id }, data: { status: 'pending_payment' } }),
    ]);

    expect(await redeliver(refunded)).toBe(500);
    expect(await db.webhookEvent.count({ where: { pspEventId: refunded.id } })).toBe(0);

    expect(await redeliver(completed)).toBe(200);
    expect(await redeliver(refunded)).toBe(200);
    const after = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
    expect(after).toMatchObject({ refundedAmount: 2_100, status: 'partially_refunded' });
    expect(await db.refund.findMany({ where: { paymentId: after.id } })).toEqual([
      expect.objectContaining({ amount: 2_100, status: 'succeeded' }),
    ]);
  });

  it('charge.dispute.created before the payment: retried, then recorded once', async () => {
    const setup = await pendingEnrollment();
    const checkout = await checkoutFor(setup);
    await processor().pay(checkout.id);
    const completed = captured.take('checkout.session.completed');
    await processor().dispute(processor().state.checkoutSessions.get(checkout.id)!.payment_intent!);
    const disputed = captured.take('charge.dispute.created');

    expect(await redeliver(disputed)).toBe(500);
    expect(await redeliver(completed)).toBe(200);
    expect(await redeliver(disputed)).toBe(200);
    expect(await redeliver(disputed)).toBe(200);

    const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
    expect(await db.dispute.findMany({ where: { paymentId: payment.id } })).toEqual([
      expect.objectContaining({
        teacherId: setup.teacher.id,
        amount: 12_100,
        currency: 'EUR',
        status: 'needs_response',
      }),
    ]);
  });

  it('two refunds whose events arrive newest first: the refunded total never goes back', async () => {
    const setup = await pendingEnrollment();
    await processor().pay((await checkoutFor(setup)).id);
    expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);
    const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
    await refundPayment({
      teacherId: setup.teacher.id,
      paymentId: payment.id,
      amount: 1_000,
      idempotencyKey: 'first-refund',
    });
    await processor().flush();
    const older = captured.take('charge.refunded');
    await refundPayment({
      teacherId: setup.teacher.id,
      paymentId: payment.id,
      amount: 2_000,
      idempotencyKey: 'second-refund',
    });
    await processor().flush();
    const newer = captured.take('charge.refunded');

    expect(await redeliver(newer)).toBe(200);
    expect(await redeliver(older)).toBe(200);

    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ refundedAmount: 3_000 });
    expect(await db.refund.count({ where: { paymentId: payment.id, status: 'succeeded' } })).toBe(2);
  });
});
