import type { AddressInfo } from 'node:net';
import { env } from '@/lib/core/env';
import { EventDelivery, postToWebhook, type DeliverEvent, type Delivery } from './event-delivery';
import { disputeCharge, payCheckout, renewSubscription } from './simulator-actions';
import { createSimulatorServer } from './simulator-server';
import { SimulatorState } from './simulator-state';

export type SimulatedProcessorOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  hostname?: string;
  /** Where events go; default `${APP_URL}/api/webhooks/psp`. Ignored when `deliver` is given. */
  webhookUrl?: string;
  /** Tests hand events straight to the route handler instead of over HTTP. */
  deliver?: DeliverEvent;
  /** Waits before re-delivering a failed event; default none (tests decide when to retry). */
  retryDelaysMs?: readonly number[];
};

export type SimulatedProcessor = {
  /** Base URL of the simulator; the SDK reaches it when STRIPE_SIMULATOR_URL is this. */
  url: string;
  state: SimulatorState;
  /** Every delivery attempt so far: event id, type, the status our webhook answered. */
  deliveries: readonly Delivery[];
  /** Presses "Pay" on a checkout; resolves to the success URL after the events were delivered. */
  pay(checkoutId: string): Promise<string>;
  renew(subscriptionId: string): Promise<void>;
  dispute(chargeOrPaymentIntentId: string): Promise<void>;
  /** The next `count` API calls answer `status` (default 500): an unwell processor, for the breaker. */
  failNext(count: number, status?: number): void;
  redeliver(eventId: string): Promise<number | 'error'>;
  /** Waits for every queued delivery. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Starts the simulated payment processor (a local node:http implementation of the few Stripe
 * endpoints Lektio uses, see docs/decisions/0012-simulated-processor.md).
 *
 * In development, instrumentation starts it on STRIPE_SIMULATOR_URL's port. In tests:
 *
 *   const processor = await startSimulatedProcessor({ deliver: deliverToWebhookRoute });
 *   process.env.STRIPE_SIMULATOR_URL = processor.url;   // the SDK (stripeClient()) now talks to it
 *   const { id } = await createCheckoutSession({ ... });  // real SDK, real wire format
 *   await processor.pay(id);                              // signed checkout.session.completed delivered
 *   await processor.close();
 *
 * `test/psp-simulator.ts` wraps exactly this (`setUpSimulatedProcessor()`), delivering to the webhook
 * route handler in process.
 */
export async function startSimulatedProcessor(options: SimulatedProcessorOptions = {}): Promise<SimulatedProcessor> {
  const state = new SimulatorState();
  const deliver = options.deliver ?? postToWebhook(options.webhookUrl ?? `${env().APP_URL}/api/webhooks/psp`);
  const delivery = new EventDelivery(state, deliver, options.retryDelaysMs ?? []);
  const hostname = options.hostname ?? '127.0.0.1';
  let url = '';
  const server = createSimulatorServer(state, delivery, () => url);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, hostname, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;

  return {
    url,
    state,
    deliveries: delivery.log,
    async pay(checkoutId) {
      const successUrl = payCheckout(state, delivery.emit, checkoutId);
      await delivery.flush();
      return successUrl;
    },
    async renew(subscriptionId) {
      renewSubscription(state, delivery.emit, subscriptionId);
      await delivery.flush();
    },
    async dispute(chargeOrPaymentIntentId) {
      disputeCharge(state, delivery.emit, chargeOrPaymentIntentId);
      await delivery.flush();
    },
    failNext(count, status = 500) {
      state.failures = { remaining: count, status };
    },
    redeliver: (eventId) => delivery.redeliver(eventId),
    flush: () => delivery.flush(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
