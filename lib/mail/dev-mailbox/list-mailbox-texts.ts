import 'server-only';
import { db } from '@/lib/core/db';
import { isProduction } from '@/lib/core/env';
import { NotFoundError } from '@/lib/core/errors';

export type MailboxText = { id: string; to: string; body: string; status: string; createdAt: string };

/**
 * The newest text messages (sms_messages), beside the e-mails: in development they went to the
 * simulated SMS provider, so this is where a developer reads a verification code or a reminder.
 */
export async function listMailboxTexts({ limit = 20 }: { limit?: number } = {}): Promise<MailboxText[]> {
  if (isProduction()) throw new NotFoundError('Mailbox');
  const rows = await db.smsMessage.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: { id: true, to: true, body: true, status: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
