import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { notificationSelect, notificationView } from './notification-view';
import type { TInAppNotification } from './schemas';

/**
 * Marks one of the teacher's notifications read and answers it. Reading it again keeps the first
 * read time. Another teacher's notification is not found (404), like a missing one.
 */
export async function markNotificationRead({
  teacherId,
  notificationId,
}: {
  teacherId: string;
  notificationId: string;
}): Promise<TInAppNotification> {
  const mine = { id: notificationId, teacherId, recipientRole: 'teacher' } as const;
  await db.notification.updateMany({ where: { ...mine, readAt: null }, data: { readAt: new Date() } });
  const row = await db.notification.findFirst({ where: mine, select: notificationSelect });
  if (!row) throw new NotFoundError('Notification');
  return notificationView(row);
}
