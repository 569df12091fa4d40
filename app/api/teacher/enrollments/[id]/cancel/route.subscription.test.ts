import { afterEach, describe, expect, it } from 'vitest';
import { cancelSubscriptionFunction } from '@/inngest/functions/payments/cancel-subscription';
import { db } from '@/lib/core/db';
import { startInProcessJobs, stopInProcessJobs, type InProcessJobRunner } from '@/lib/jobs/in-process-runner';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { callRoute, teacherCookie } from '@/test/http';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST } from './route';

const processor = setUpSimulatedProcessor();

afterEach(() => stopInProcessJobs());

/** The embedded job engine with the cancellation job, retrying at once instead of after seconds. */
async function jobs(): Promise<InProcessJobRunner> {
  const runner = await startInProcessJobs([cancelSubscriptionFunction], { retryDelayMs: () => 5 });
  if (!runner) throw new Error('the in-process runner did not start');
  return runner;
}

/** A paid monthly subscription enrollment (the checkout's events delivered to the webhook). */
async function activeSubscription() {
  const setup = await pendingEnrollment({ subscription: true });
  const checkout = await checkoutFor(setup);
  await processor().pay(checkout.id);
  const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: setup.enrollment.id } });
  expect(enrollment).toMatchObject({ status: 'active', pspSubscriptionId: expect.stringMatching(/^sub_/) });
  return { ...setup, subscriptionId: enrollment.pspSubscriptionId! };
}

const cancel = async (enrollmentId: string, teacherId: string) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/teacher/enrollments/${enrollmentId}/cancel`,
    params: { id: enrollmentId },
    cookie: await teacherCookie(teacherId),
  });

const subscriptionDeletions = (subscriptionId: string) =>
  [...processor().state.events.values()].filter(
    (event) =>
      event.type === 'customer.subscription.deleted' && (event.data.object as { id: string }).id === subscriptionId,
  ).length;

describe('POST /api/teacher/enrollments/:id/cancel of a subscription enrollment', () => {
  it('cancels the subscription at the processor after the cancellation, exactly once even when the job runs twice', async () => {
    const runner = await jobs();
    const { enrollment, teacher, subscriptionId } = await activeSubscription();

    const response = await cancel(enrollment.id, teacher.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'cancelled' });
    await runner.idle();
    await processor().flush();

    expect(processor().state.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(subscriptionDeletions(subscriptionId)).toBe(1);

    // The job again (a retry after a lost answer, or a second request): nothing more at the processor.
    const event = {
      name: 'payments/subscription.cancel-requested',
      data: { teacherId: teacher.id, enrollmentId: enrollment.id, subscriptionId },
      id: crypto.randomUUID(),
      ts: Date.now(),
    };
    expect(await runner.run(cancelSubscriptionFunction, event)).toEqual({ outcome: 'already_cancelled' });
    await processor().flush();
    expect(subscriptionDeletions(subscriptionId)).toBe(1);
    // Its customer.subscription.deleted found the enrollment already cancelled: nothing changed.
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({
      status: 'cancelled',
    });
  });

  it('a processor outage neither blocks nor undoes the cancellation: the job retries until the processor answers', async () => {
    const runner = await jobs();
    const { enrollment, teacher, subscriptionId } = await activeSubscription();
    // Two failed calls (one fewer than opens the circuit breaker; its 15 s pause is longer than this test).
    processor().failNext(2, 503);

    const response = await cancel(enrollment.id, teacher.id);

    expect(response.status).toBe(200);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).status).toBe('cancelled');
    // Not asserted here: that the subscription is still active. The job's retry may already have
    // reached the processor on a slow machine; the two consumed failures below prove the retries.
    await runner.idle();
    expect(processor().state.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled' });
    expect(processor().state.failures.remaining).toBe(0);
  });

  it('an enrollment without a subscription asks nothing of the processor', async () => {
    const runner = await jobs();
    const setup = await pendingEnrollment();
    await processor().pay((await checkoutFor(setup)).id);
    const before = processor().state.events.size;

    expect((await cancel(setup.enrollment.id, setup.teacher.id)).status).toBe(200);
    await runner.idle();
    await processor().flush();

    expect(processor().state.events.size).toBe(before);
  });
});
