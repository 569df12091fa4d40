import { type Prisma } from '@/lib/core/db';
import { renderEmail, type EmailInput } from '@/lib/integrations/email/send-email';
import { enqueueEffects } from './enqueue-effects';

/**
 * Renders an e-mail and writes it to the outbox with `client` (the transaction of the change that
 * sends it). It is sent after the commit, once, retried with backoff; returns the e-mail's id.
 */
export async function enqueueEmail(client: Prisma.TransactionClient, input: EmailInput): Promise<string> {
  const [effect] = await enqueueEffects(client, [{ kind: 'email', payload: await renderEmail(input) }]);
  return effect!.id;
}
