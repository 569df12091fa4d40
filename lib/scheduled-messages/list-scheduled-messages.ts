import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { scheduledMessageSelect, toScheduledMessage } from './message-fields';
import type { TListScheduledMessagesQuery, TScheduledMessage } from './schemas';

/**
 * The teacher's scheduled messages, optionally of one status: pending ones soonest first (what goes
 * out next), any other list latest send time first.
 */
export async function listScheduledMessages({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListScheduledMessagesQuery;
}): Promise<Page<TScheduledMessage>> {
  const where: Prisma.ScheduledMessageWhereInput = { teacherId, ...(query.status ? { status: query.status } : {}) };
  const direction = query.status === 'pending' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    db.scheduledMessage.findMany({
      where,
      select: scheduledMessageSelect,
      orderBy: [{ sendAt: direction }, { createdAt: direction }, { id: direction }],
      ...pageWindow(query),
    }),
    db.scheduledMessage.count({ where }),
  ]);
  return toPage(rows.map(toScheduledMessage), total, query);
}
