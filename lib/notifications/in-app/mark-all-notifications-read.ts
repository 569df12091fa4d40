import 'server-only';
import { db } from '@/lib/core/db';
import type { TMarkedRead } from './schemas';

/** Marks every unread notification of the teacher read; answers how many were. One statement. */
export async function markAllNotificationsRead({ teacherId }: { teacherId: string }): Promise<TMarkedRead> {
  const { count } = await db.notification.updateMany({
    where: { teacherId, recipientRole: 'teacher', readAt: null },
    data: { readAt: new Date() },
  });
  return { marked: count };
}
