import 'server-only';
import type Stripe from 'stripe';
import { recordAudit } from '@/lib/audit/record-audit';
import { log } from '@/lib/core/log';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { enqueueEffects } from '@/lib/outbox/enqueue-effects';
import { transaction } from '@/lib/outbox/transaction';
import { collectEffects } from '@/lib/payments/webhook-effects';
import { EventNotReadyError } from './event-not-ready-error';
import { handlerFor } from './webhook-handlers';
import { WebhookNotProcessedError } from './webhook-not-processed-error';

/** Room for the handlers of a slow database; well under the processor's own delivery timeout. */
const handlerTimeoutMs = 15_000;

export type WebhookOutcome = { duplicate: boolean; ignored: boolean };

/** The event id is taken already: the first delivery of the event did (or is doing) the work. */
class DuplicateDelivery extends Error {}

/**
 * Spec, webhook processing: (1) the event id is inserted atomically, a duplicate is acknowledged and
 * ignored; (2) the handler runs, in one transaction with all its changes; (3) if it fails, the
 * record is gone and the answer is 500 so the processor retries, whatever the handler threw.
 *
 * The record is inserted in the handler's own transaction (decision 0110): a process killed between
 * the two would otherwise leave a record without its changes, and every later delivery of the event
 * would be acknowledged as a duplicate and its grant lost (`npm run reliability:crash` showed it).
 * A concurrent delivery of the same event waits on the uncommitted id, then finds it taken (the
 * first committed) or free (the first rolled back) and goes on. An event that changes nothing of
 * ours (another type, not one of our payments) keeps its record with the reason in `ignoredReason`.
 */
export async function processWebhookEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  const { effects, audits, followUps, ignored } = collectEffects(event.id);
  const handler = handlerFor(event);
  if (!handler) effects.ignore(`${event.type} is not an event type Lektio handles`);
  try {
    await transaction(
      async (tx) => {
        try {
          await tx.webhookEvent.create({
            data: { pspEventId: event.id, type: event.type, pspAccountId: event.account ?? null },
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new DuplicateDelivery();
          throw error;
        }
        await handler?.({ tx, event, effects });
        await recordAudit(tx, ...audits);
        await enqueueEffects(
          tx,
          followUps.map((payload) => ({ kind: 'event' as const, payload })),
        );
        await tx.webhookEvent.update({
          where: { pspEventId: event.id },
          data: { processedAt: new Date(), ignoredReason: ignored.reason ?? null },
        });
      },
      { timeout: handlerTimeoutMs, maxWait: handlerTimeoutMs },
    );
  } catch (error) {
    // This delivery changes nothing: the first one of the event id did the work.
    if (error instanceof DuplicateDelivery) return { duplicate: true, ignored: true };
    throw handlerFailure(event, error);
  }

  if (ignored.reason) {
    log.info(
      { eventId: event.id, type: event.type, account: event.account, reason: ignored.reason },
      'webhook event ignored',
    );
  }
  return { duplicate: false, ignored: Boolean(ignored.reason) };
}

/** An event waiting for an earlier one is routine (info); anything else is a failure worth an error line. */
function handlerFailure(event: Stripe.Event, error: unknown): WebhookNotProcessedError {
  const context = { eventId: event.id, type: event.type, account: event.account };
  if (error instanceof EventNotReadyError) {
    log.info(context, error.message);
    return new WebhookNotProcessedError(event, 'not_ready');
  }
  log.error({ ...context, err: error }, 'webhook handler failed; the processor will retry');
  return new WebhookNotProcessedError(event, 'failed');
}
