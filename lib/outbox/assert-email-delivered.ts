import { db } from '@/lib/core/db';
import { EmailDeliveryError } from '@/lib/integrations/email/email-errors';

/**
 * For callers that tell someone whether an e-mail went out (a teacher resending a sign-in link):
 * after the commit's first delivery attempt, throws EmailDeliveryError unless it was delivered.
 * A failed e-mail stays in the outbox and is retried with backoff either way.
 */
export async function assertEmailDelivered(effectId: string): Promise<void> {
  const effect = await db.outboxEffect.findUnique({
    where: { id: effectId },
    select: { status: true, lastError: true },
  });
  if (effect?.status !== 'delivered') throw new EmailDeliveryError(effectId, effect?.lastError ?? 'not delivered yet');
}
