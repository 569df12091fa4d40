import 'server-only';
import { db } from '@/lib/core/db';

/** The send time of a message that is still pending (ISO), or null: cancelled or sent already, or gone. */
export async function pendingSendTime(messageId: string): Promise<string | null> {
  const row = await db.scheduledMessage.findFirst({
    where: { id: messageId, status: 'pending' },
    select: { sendAt: true },
  });
  return row?.sendAt.toISOString() ?? null;
}
