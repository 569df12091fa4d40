import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { cancelSubscription } from './cancel-subscription';

const processor = setUpSimulatedProcessor({ deliver: async () => 200 });

async function runningSubscription() {
  const setup = await pendingEnrollment({ subscription: true });
  const checkout = await checkoutFor(setup);
  await processor().pay(checkout.id);
  const subscriptionId = processor().state.checkoutSessions.get(checkout.id)!.subscription!;
  return { accountId: setup.accountId, subscriptionId, idempotencyKey: `cancel-subscription-${subscriptionId}` };
}

describe('cancelSubscription', () => {
  it('cancels on the connected account; again: already cancelled, nothing more at the processor', async () => {
    const input = await runningSubscription();

    expect(await cancelSubscription(input)).toEqual({ outcome: 'cancelled' });
    expect(await cancelSubscription(input)).toEqual({ outcome: 'already_cancelled' });

    expect(processor().state.subscriptions.get(input.subscriptionId)?.status).toBe('canceled');
    const deletions = [...processor().state.events.values()].filter(
      (event) => event.type === 'customer.subscription.deleted' && event.account === input.accountId,
    );
    expect(deletions).toHaveLength(1);
  });

  it("another account's subscription is missing for this account, and stays active", async () => {
    const input = await runningSubscription();
    const other = await pendingEnrollment();

    expect(await cancelSubscription({ ...input, accountId: other.accountId })).toEqual({ outcome: 'missing' });
    expect(processor().state.subscriptions.get(input.subscriptionId)?.status).toBe('active');
  });

  it('an outage is thrown as 503 for the caller to retry', async () => {
    const input = await runningSubscription();
    processor().failNext(1, 500);

    await expect(cancelSubscription(input)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(processor().state.subscriptions.get(input.subscriptionId)?.status).toBe('active');
  });
});
