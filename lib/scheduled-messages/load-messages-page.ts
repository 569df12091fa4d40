import 'server-only';
import { db } from '@/lib/core/db';
import type { TScheduledMessageStatus } from './schemas';

export type ComposeOption = { id: string; name: string };
export type MessagesPageOptions = {
  /** Students a message can go to (not deleted or erased), by name. */
  students: ComposeOption[];
  tags: ComposeOption[];
  activeStudents: number;
  /** How many messages of each status the teacher has (the list's tabs). */
  counts: Record<TScheduledMessageStatus, number>;
};

/** What the Messages page needs besides the list: the composer's choices and the tab counts. */
export async function loadMessagesPage({ teacherId }: { teacherId: string }): Promise<MessagesPageOptions> {
  const reachable = { teacherId, deletedAt: null, anonymizedAt: null };
  const [students, tags, activeStudents, byStatus] = await Promise.all([
    db.student.findMany({
      where: reachable,
      select: { id: true, name: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    db.tag.findMany({
      where: { teacherId },
      select: { id: true, name: true },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    }),
    db.student.count({ where: { ...reachable, status: 'active' } }),
    db.scheduledMessage.groupBy({ by: ['status'], where: { teacherId }, _count: { _all: true } }),
  ]);
  const counts = { pending: 0, sent: 0, cancelled: 0, failed: 0 };
  for (const row of byStatus) counts[row.status] = row._count._all;
  return { students, tags, activeStudents, counts };
}
