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

/** Several e-mails of one change, rendered first and written in one insert; returns their ids in order. */
export async function enqueueEmails(client: Prisma.TransactionClient, inputs: EmailInput[]): Promise<string[]> {
  const payloads = await Promise.all(inputs.map((input) => renderEmail(input)));
  const effects = await enqueueEffects(
    client,
    payloads.map((payload) => ({ kind: 'email' as const, payload })),
  );
  return effects.map((effect) => effect.id);
}
