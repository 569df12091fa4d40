import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { createProcessorBreaker, throughBreaker } from './circuit-breaker';

const serverError = () => new Stripe.errors.StripeAPIError({ message: 'boom', statusCode: 500 });
const rateLimited = () => new Stripe.errors.StripeRateLimitError({ message: 'slow down', statusCode: 429 });
const unreachable = () => new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED' });
const cardDeclined = () => new Stripe.errors.StripeCardError({ message: 'declined', statusCode: 402 });
const invalidRequest = () => new Stripe.errors.StripeInvalidRequestError({ message: 'bad param', statusCode: 400 });

const start = new Date('2026-03-01T10:00:00Z').getTime();
const at = (ms: number) => vi.setSystemTime(start + ms);

/** Runs one call that fails with `error` and swallows what comes out. */
async function failWith(breaker: ReturnType<typeof createProcessorBreaker>, error: Error) {
  return throughBreaker(breaker, () => Promise.reject(error)).catch((thrown: unknown) => thrown);
}

describe('processor circuit breaker', () => {
  beforeEach(() => {
    // Cockatiel times half-open with Date.now(); faking Date drives both it and our window.
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the third infrastructure failure within 30 s; then fails fast with 503 without calling', async () => {
    const breaker = createProcessorBreaker();
    await failWith(breaker, serverError());
    at(10_000);
    await failWith(breaker, rateLimited());
    at(29_000);
    expect(await failWith(breaker, unreachable())).toBeInstanceOf(ServiceUnavailableError);

    const call = vi.fn(() => Promise.resolve('ok'));
    const refused = await throughBreaker(breaker, call).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(call).not.toHaveBeenCalled();
  });

  it('does not open on two failures, nor on three spread over more than 30 s', async () => {
    const breaker = createProcessorBreaker();
    await failWith(breaker, serverError());
    at(20_000);
    await failWith(breaker, serverError());
    at(30_001); // the first failure has left the window
    await failWith(breaker, serverError());
    await expect(throughBreaker(breaker, () => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('never opens on business errors (card declined, invalid request), which pass through unchanged', async () => {
    const breaker = createProcessorBreaker();
    for (let i = 0; i < 5; i += 1) {
      expect(await failWith(breaker, cardDeclined())).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(await failWith(breaker, invalidRequest())).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    }
    await expect(throughBreaker(breaker, () => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('half-opens after 15 s: one trial call goes through; its success closes the circuit', async () => {
    const breaker = createProcessorBreaker();
    for (let i = 0; i < 3; i += 1) await failWith(breaker, serverError());

    at(14_999);
    await expect(throughBreaker(breaker, () => Promise.resolve('early'))).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );

    at(15_000);
    let finishTrial: (value: string) => void = () => undefined;
    const gate = new Promise<string>((resolve) => (finishTrial = resolve));
    const trialCall = vi.fn(() => gate);
    const trial = throughBreaker(breaker, trialCall);
    // Only one trial at a time: a second caller meanwhile waits for its outcome (cockatiel).
    const secondCall = vi.fn(() => Promise.resolve('second'));
    const second = throughBreaker(breaker, secondCall);
    await Promise.resolve();
    expect(trialCall).toHaveBeenCalledTimes(1);
    expect(secondCall).not.toHaveBeenCalled();

    finishTrial('trial');
    await expect(trial).resolves.toBe('trial');
    await expect(second).resolves.toBe('second');
    await expect(throughBreaker(breaker, () => Promise.resolve('closed'))).resolves.toBe('closed');
  });

  it('a failed trial opens the circuit again for another 15 s', async () => {
    const breaker = createProcessorBreaker();
    for (let i = 0; i < 3; i += 1) await failWith(breaker, serverError());
    at(15_000);
    await failWith(breaker, serverError());

    at(29_999);
    await expect(throughBreaker(breaker, () => Promise.resolve('x'))).rejects.toBeInstanceOf(ServiceUnavailableError);
    at(30_000);
    await expect(throughBreaker(breaker, () => Promise.resolve('x'))).resolves.toBe('x');
  });
});
