import Stripe from 'stripe';
import { log } from '@/lib/core/log';
import { signEventPayload } from '@/lib/integrations/psp/sign-event-payload';
import type { SimEvent } from './simulator-objects';
import { simulatorId, unixNow, type SimulatorState } from './simulator-state';

/** Hands one signed event to our webhook and returns the HTTP status it answered. */
export type DeliverEvent = (payload: string, signature: string) => Promise<number>;

export type Delivery = { eventId: string; type: string; status: number | 'error'; attempt: number };

export const postToWebhook =
  (webhookUrl: string): DeliverEvent =>
  async (payload, signature) => {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'psp-signature': signature },
      body: payload,
    });
    return response.status;
  };

/**
 * The processor's side of webhooks: builds events, signs each delivery like the real one (fresh
 * timestamp per attempt, STRIPE_WEBHOOK_SECRET or the development fallback), delivers them one after
 * another in the order they happened, and retries a failed delivery after each of `retryDelaysMs`.
 */
export class EventDelivery {
  readonly log: Delivery[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly state: SimulatorState,
    private readonly deliver: DeliverEvent,
    private readonly retryDelaysMs: readonly number[],
  ) {}

  emit = (type: string, object: object, account: string | null): void => {
    const event: SimEvent = {
      id: simulatorId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: unixNow(),
      type,
      ...(account ? { account } : {}),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    this.state.events.set(event.id, event);
    this.queue = this.queue.then(() => this.deliverWithRetries(event));
  };

  /** Sends an already emitted event again (the processor does this after failures, and sometimes anyway). */
  redeliver(eventId: string): Promise<number | 'error'> {
    const event = this.state.events.get(eventId);
    if (!event) throw new Error(`No such event: ${eventId}`);
    return this.attempt(event, 0);
  }

  /** Resolves once every delivery queued so far (retries included) has finished. */
  flush(): Promise<void> {
    return this.queue;
  }

  private async deliverWithRetries(event: SimEvent) {
    for (let attempt = 0; ; attempt += 1) {
      const status = await this.attempt(event, attempt);
      if (typeof status === 'number' && status >= 200 && status < 300) return;
      const delay = this.retryDelaysMs[attempt];
      if (delay === undefined) {
        log.warn({ eventId: event.id, type: event.type, status }, 'simulated processor gave up delivering an event');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  private async attempt(event: SimEvent, attempt: number): Promise<number | 'error'> {
    const payload = JSON.stringify(event, null, 2);
    let status: number | 'error';
    try {
      status = await this.deliver(payload, signEventPayload(payload));
    } catch (error) {
      log.warn({ err: error, eventId: event.id }, 'simulated processor could not reach the webhook');
      status = 'error';
    }
    this.log.push({ eventId: event.id, type: event.type, status, attempt });
    return status;
  }
}
