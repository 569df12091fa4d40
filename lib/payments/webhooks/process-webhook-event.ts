import 'server-only';
import type Stripe from 'stripe';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { sendEvent } from '@/lib/jobs/send-event';
import { Prisma } from '@/generated/prisma/client';
import { EventNotReadyError } from './event-not-ready-error';
import { handlerFor } from './webhook-handlers';
import { collectEffects, type FollowUp } from './webhook-effects';

/** Room for the handlers of a slow database; well under the processor's own delivery timeout. */
const handlerTimeoutMs = 15_000;

/**
 * Spec, webhook processing: (1) the event id is inserted atomically, a duplicate is acknowledged and
 * ignored; (2) the handler runs, in one transaction with all its changes; (3) if it fails, the
 * record is deleted and the error goes up (500) so the processor retries.
 *
 * The record is committed before the handler on purpose: concurrent deliveries of the same event
 * then fail fast on the unique id instead of queueing behind the first transaction.
 */
export async function processWebhookEvent(event: Stripe.Event): Promise<{ duplicate: boolean }> {
  try {
    await db.webhookEvent.create({
      data: { pspEventId: event.id, type: event.type, pspAccountId: event.account ?? null },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return { duplicate: true };
    throw error;
  }

  const { effects, audits, followUps } = collectEffects(event.id);
  try {
    await db.$transaction(
      async (tx) => {
        await handlerFor(event)?.({ tx, event, effects });
        await tx.webhookEvent.update({ where: { pspEventId: event.id }, data: { processedAt: new Date() } });
      },
      { timeout: handlerTimeoutMs, maxWait: handlerTimeoutMs },
    );
  } catch (error) {
    await db.webhookEvent.deleteMany({ where: { pspEventId: event.id } });
    if (error instanceof EventNotReadyError) log.info({ eventId: event.id, type: event.type }, error.message);
    throw error;
  }

  audits.forEach(writeAudit);
  await Promise.all(followUps.map(sendFollowUp));
  return { duplicate: false };
}

/** The change is committed; a follow-up that cannot be queued is logged, never undone. */
async function sendFollowUp(followUp: FollowUp) {
  try {
    await sendEvent(followUp.name, followUp.data);
  } catch (error) {
    log.error({ err: error, followUp: followUp.name }, 'webhook follow-up could not be queued');
  }
}
