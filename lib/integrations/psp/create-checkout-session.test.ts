import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { createCheckoutSession } from './create-checkout-session';

const processor = setUpSimulatedProcessor();

const input = (overrides: Partial<Parameters<typeof createCheckoutSession>[0]> = {}) => ({
  accountId: 'acct_teacher_one',
  lineItem: { name: 'Ten lessons', unitAmount: 12_100, currency: 'EUR' },
  metadata: { kind: 'enrollment', enrollmentId: crypto.randomUUID() },
  successUrl: 'http://localhost:3000/done?checkout={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/cancelled',
  idempotencyKey: `checkout-${crypto.randomUUID()}`,
  ...overrides,
});

describe('createCheckoutSession', () => {
  it('creates the checkout on the connected account through the SDK and returns where to pay', async () => {
    const { id, url } = await createCheckoutSession(input({ customerEmail: 'ana@example.test' }));

    expect(url).toBe(`${processor().url}/checkout/${id}`);
    const stored = processor().state.checkoutSessions.get(id);
    expect(stored).toMatchObject({
      account: 'acct_teacher_one',
      mode: 'payment',
      amount_total: 12_100,
      currency: 'eur',
      customer_email: 'ana@example.test',
      metadata: { kind: 'enrollment' },
    });
  });

  it('sends the idempotency key: the same key gives the same checkout, never a second one', async () => {
    const request = input();
    const first = await createCheckoutSession(request);
    const again = await createCheckoutSession(request);
    expect(again.id).toBe(first.id);

    await expect(
      createCheckoutSession({ ...request, lineItem: { ...request.lineItem, unitAmount: 1 } }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('creates a subscription checkout with a recurring price', async () => {
    const { id } = await createCheckoutSession(input({ mode: 'subscription', recurringInterval: 'month' }));
    expect(processor().state.checkoutSessions.get(id)).toMatchObject({
      mode: 'subscription',
      line_items_summary: { interval: 'month' },
    });
  });

  it('passes the expiry to the processor in seconds', async () => {
    const expiresAt = new Date(Date.now() + 45 * 60 * 1000);
    const { id } = await createCheckoutSession(input({ expiresAt }));
    expect(processor().state.checkoutSessions.get(id)?.expires_at).toBe(Math.floor(expiresAt.getTime() / 1000));
  });

  it("is refused outside the processor's 30 minutes to 24 hours, as Stripe refuses it", async () => {
    const minutes = (n: number) => new Date(Date.now() + n * 60 * 1000);
    for (const expiresAt of [minutes(29), minutes(24 * 60 + 2)]) {
      await expect(createCheckoutSession(input({ expiresAt }))).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        param: 'expires_at',
      });
    }
  });

  it("is refused by the processor for another account's checkout", async () => {
    const { id } = await createCheckoutSession(input());
    const { stripeClient } = await import('./stripe-client');
    await expect(
      stripeClient().checkout.sessions.retrieve(id, {}, { stripeAccount: 'acct_someone_else' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});
