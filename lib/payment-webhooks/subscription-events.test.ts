import { afterEach, describe, expect, it } from 'vitest';
import { cancelSubscriptionFunction } from '@/inngest/functions/payments/cancel-subscription';
import { db } from '@/lib/core/db';
import { cancelEnrollment } from '@/lib/enrollments/cancel-enrollment';
import { startInProcessJobs, stopInProcessJobs } from '@/lib/jobs/in-process-runner';
import { stripeClient } from '@/lib/integrations/psp/stripe-client';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { captureEvents, redeliver, setUpSimulatedProcessor } from '@/test/psp-simulator';

const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });
const day = 24 * 60 * 60 * 1000;

afterEach(() => stopInProcessJobs());

/** A monthly subscription enrollment, paid; its two first events delivered in the usual order. */
async function activeSubscription() {
  const setup = await pendingEnrollment({ subscription: true });
  const checkout = await checkoutFor(setup);
  await processor().pay(checkout.id);
  const firstInvoice = captured.take('invoice.paid');
  expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);
  expect(await redeliver(firstInvoice)).toBe(200);
  const subscriptionId = processor().state.checkoutSessions.get(checkout.id)!.subscription!;
  return { ...setup, subscriptionId };
}

describe('subscription events', () => {
  it('the first period is granted once: by the checkout; its invoice only names the payment intent', async () => {
    const { enrollment, subscriptionId } = await activeSubscription();

    const active = await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } });
    expect(active).toMatchObject({ status: 'active', sessionsTotal: 10, pspSubscriptionId: subscriptionId });
    expect(Math.round((active.validUntil!.getTime() - active.enrolledAt!.getTime()) / day)).toBeGreaterThanOrEqual(28);
    const payments = await db.payment.findMany({ where: { enrollmentId: enrollment.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]!.pspPaymentIntentId).toMatch(/^pi_/);
  });

  it('invoice.paid for the next period renews: credits added, validUntil moved to the period end, payment recorded', async () => {
    const { enrollment, subscriptionId } = await activeSubscription();
    await processor().renew(subscriptionId);
    const renewal = captured.take('invoice.paid');

    expect(await redeliver(renewal)).toBe(200);
    expect(await redeliver(renewal)).toBe(200);

    const renewed = await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } });
    const invoice = [...processor().state.invoices.values()].find(
      (candidate) =>
        candidate.billing_reason === 'subscription_cycle' &&
        candidate.parent.subscription_details.subscription === subscriptionId,
    )!;
    expect(renewed).toMatchObject({ status: 'active', sessionsTotal: 20 });
    expect(renewed.validUntil!.getTime()).toBe(invoice.period_end * 1000);
    expect(await db.payment.findMany({ where: { enrollmentId: enrollment.id, kind: 'renewal' } })).toEqual([
      expect.objectContaining({ amount: 12_100, pspInvoiceId: invoice.id, taxAmount: 2_100 }),
    ]);
    // Delivered twice, renewed once.
    expect(
      await db.studentLifecycleEvent.count({ where: { studentId: enrollment.studentId, type: 'enrollment_renewed' } }),
    ).toBe(1);
  });

  it('a renewal that arrives before its subscription is known waits for the checkout', async () => {
    const setup = await pendingEnrollment({ subscription: true });
    const checkout = await checkoutFor(setup);
    await processor().pay(checkout.id);
    const completed = captured.take('checkout.session.completed');
    const firstInvoice = captured.take('invoice.paid');
    await processor().renew(processor().state.checkoutSessions.get(checkout.id)!.subscription!);
    const renewal = captured.take('invoice.paid');

    expect(await redeliver(renewal)).toBe(500);
    expect(await redeliver(firstInvoice)).toBe(500);
    expect(await redeliver(completed)).toBe(200);
    expect(await redeliver(firstInvoice)).toBe(200);
    expect(await redeliver(renewal)).toBe(200);

    expect(await db.enrollment.findUniqueOrThrow({ where: { id: setup.enrollment.id } })).toMatchObject({
      sessionsTotal: 20,
    });
  });

  it('customer.subscription.deleted cancels the enrollment', async () => {
    const { enrollment, subscriptionId, accountId } = await activeSubscription();
    await stripeClient().subscriptions.cancel(subscriptionId, {}, { stripeAccount: accountId });
    const deleted = captured.take('customer.subscription.deleted');

    expect(await redeliver(deleted)).toBe(200);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({
      status: 'cancelled',
    });
  });

  describe('invoice.paid of a cancelled enrollment', () => {
    it('never renews it: acknowledged, recorded as ignored, the payment kept for a refund', async () => {
      const { enrollment, subscriptionId, teacher } = await activeSubscription();
      // The renewal is charged while the teacher cancels; its event arrives after the cancellation.
      await processor().renew(subscriptionId);
      const renewal = captured.take('invoice.paid');
      await cancelEnrollment({ teacherId: teacher.id, enrollmentId: enrollment.id });

      expect(await redeliver(renewal)).toBe(200);

      expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({
        status: 'cancelled',
        sessionsTotal: 10,
      });
      expect((await db.webhookEvent.findUniqueOrThrow({ where: { pspEventId: renewal.id } })).ignoredReason).toBe(
        'The enrollment is cancelled: not renewed (the payment is recorded for a refund)',
      );
      // The student was charged: the teacher sees the payment and can refund it.
      expect(await db.payment.findMany({ where: { enrollmentId: enrollment.id, kind: 'renewal' } })).toEqual([
        expect.objectContaining({ amount: 12_100, status: 'succeeded' }),
      ]);
      expect(
        await db.studentLifecycleEvent.count({
          where: { studentId: enrollment.studentId, type: 'enrollment_renewed' },
        }),
      ).toBe(0);
    });

    it('asks the processor again to cancel a subscription that is still charging (the first request was lost)', async () => {
      const runner = await startInProcessJobs([cancelSubscriptionFunction], { retryDelayMs: () => 5 });
      const { enrollment, subscriptionId } = await activeSubscription();
      // Cancelled without its processor job (a restart lost it): the subscription kept charging.
      await db.enrollment.update({
        where: { id: enrollment.id },
        data: { status: 'cancelled', cancelledAt: new Date() },
      });
      await processor().renew(subscriptionId);

      expect(await redeliver(captured.take('invoice.paid'))).toBe(200);
      await runner!.idle();

      expect(processor().state.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
      expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({
        status: 'cancelled',
        sessionsTotal: 10,
      });
    });
  });

  it('a subscription checkout paid after its enrollment was cancelled is cancelled at the processor', async () => {
    const runner = await startInProcessJobs([cancelSubscriptionFunction], { retryDelayMs: () => 5 });
    const setup = await pendingEnrollment({ subscription: true });
    const checkout = await checkoutFor(setup);
    await cancelEnrollment({ teacherId: setup.teacher.id, enrollmentId: setup.enrollment.id });
    await processor().pay(checkout.id);
    const firstInvoice = captured.take('invoice.paid');

    expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);
    expect(await redeliver(firstInvoice)).toBe(200);
    await runner!.idle();

    const subscriptionId = processor().state.checkoutSessions.get(checkout.id)!.subscription!;
    expect(processor().state.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: setup.enrollment.id } })).status).toBe('cancelled');
  });

  it("an event from one teacher's account never touches another teacher's enrollment", async () => {
    const victim = await activeSubscription();
    const attacker = await pendingEnrollment({ subscription: true });
    // The attacker's account sends a deletion naming the victim's subscription.
    await stripeClient().subscriptions.cancel(victim.subscriptionId, {}, { stripeAccount: victim.accountId });
    const deleted = captured.take('customer.subscription.deleted');
    const forged = deleted.payload.replace(`"account": "${victim.accountId}"`, `"account": "${attacker.accountId}"`);
    const { signEventPayload } = await import('@/lib/integrations/psp/sign-event-payload');

    expect(await redeliver({ ...deleted, payload: forged, signature: signEventPayload(forged) })).toBe(200);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: victim.enrollment.id } })).toMatchObject({
      status: 'active',
    });
  });
});
