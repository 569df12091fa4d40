import 'server-only';
import { db } from '@/lib/core/db';
import { isProduction } from '@/lib/core/env';
import { NotFoundError } from '@/lib/core/errors';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { EmailPayload } from '@/lib/outbox/effect-types';
import type { TMailboxAttachment, TMailboxMessage } from './schemas';

/**
 * The development mailbox: the newest messages of `email_outbox`, which stands in for Resend
 * when no key is configured. It holds every student's sign-in links, so it does not exist in
 * production: NOT_FOUND there, as for any path the product does not serve.
 */
export async function listMailboxMessages({ to, limit = 20 }: { to?: string; limit?: number } = {}): Promise<
  TMailboxMessage[]
> {
  if (isProduction()) throw new NotFoundError('Mailbox');
  const rows = await db.emailOutbox.findMany({
    where: to ? { to: { equals: escapeLikePattern(to), mode: 'insensitive' } } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: { id: true, to: true, from: true, subject: true, html: true, text: true, status: true, createdAt: true },
  });
  const attachments = await attachmentsOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    attachments: attachments.get(row.id) ?? [],
  }));
}

/**
 * email_outbox keeps a message's text, not its files: they are in the payload of the outbox effect
 * that carried it (same id), kept 7 days after delivery. One query for the whole page.
 */
async function attachmentsOf(ids: string[]): Promise<Map<string, TMailboxAttachment[]>> {
  if (!ids.length) return new Map();
  const effects = await db.outboxEffect.findMany({
    where: { id: { in: ids }, kind: 'email' },
    select: { id: true, payload: true },
  });
  return new Map(
    effects.map(({ id, payload }) => [
      id,
      ((payload as EmailPayload | null)?.attachments ?? []).map(({ filename, contentType, contentBase64 }) => ({
        filename,
        contentType,
        contentBase64,
      })),
    ]),
  );
}
