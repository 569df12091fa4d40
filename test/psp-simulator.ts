import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetProcessorBreaker } from '@/lib/integrations/psp/circuit-breaker';
import type { DeliverEvent } from '@/dev/simulators/psp/event-delivery';
import { startSimulatedProcessor, type SimulatedProcessor } from '@/dev/simulators/psp/start-simulated-processor';
import { deliverToWebhookRoute } from './deliver-to-webhook-route';

/**
 * For a test file: a simulated processor on a random port for the whole file, the SDK pointed at it
 * (STRIPE_SIMULATOR_URL), events delivered to the webhook route, and a fresh circuit breaker before
 * each test. Use the returned getter inside tests: `const processor = setUpSimulatedProcessor();`
 * then `processor().pay(checkoutId)`. Pass `deliver` to catch the events instead (see `captureEvents`).
 */
export function setUpSimulatedProcessor(options: { deliver?: DeliverEvent } = {}): () => SimulatedProcessor {
  let processor: SimulatedProcessor | undefined;
  let previousUrl: string | undefined;
  beforeAll(async () => {
    processor = await startSimulatedProcessor({ deliver: options.deliver ?? deliverToWebhookRoute });
    previousUrl = process.env.STRIPE_SIMULATOR_URL;
    process.env.STRIPE_SIMULATOR_URL = processor.url;
    delete process.env.STRIPE_SECRET_KEY;
  });
  beforeEach(() => resetProcessorBreaker());
  afterAll(async () => {
    if (previousUrl === undefined) delete process.env.STRIPE_SIMULATOR_URL;
    else process.env.STRIPE_SIMULATOR_URL = previousUrl;
    await processor?.close();
  });
  return () => {
    if (!processor) throw new Error('setUpSimulatedProcessor(): the processor starts in beforeAll');
    return processor;
  };
}

export type CapturedEvent = { id: string; type: string; payload: string; signature: string };

/**
 * A `deliver` that keeps the signed events instead of sending them, so a test can deliver them
 * itself: twice, concurrently, or out of order. `take(type)` removes and returns the last one of a type.
 */
export function captureEvents() {
  const events: CapturedEvent[] = [];
  const deliver: DeliverEvent = async (payload, signature) => {
    const { id, type } = JSON.parse(payload) as { id: string; type: string };
    events.push({ id, type, payload, signature });
    return 200;
  };
  const take = (type: string): CapturedEvent => {
    const index = events.findLastIndex((event) => event.type === type);
    if (index < 0) throw new Error(`No ${type} event was captured`);
    return events.splice(index, 1)[0]!;
  };
  return { events, deliver, take };
}

/** Delivers a captured event to the webhook route (signed when captured: within the 300 s tolerance). */
export const redeliver = (event: CapturedEvent) => deliverToWebhookRoute(event.payload, event.signature);
