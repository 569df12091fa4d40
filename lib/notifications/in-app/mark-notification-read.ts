import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { notificationSelect, notificationView, type NotificationReader } from './notification-view';
import type { TInAppNotification } from './schemas';

/**
 * Marks one of the teacher's notifications read and answers it. Reading it again keeps the first
 * read time. Another teacher's notification is not found (404), like a missing one.
 */
export async function markNotificationRead({
  teacherId,
  notificationId,
  reader,
}: {
  teacherId: string;
  notificationId: string;
  /** Whose language the title and body are said in; without one, as stored. */
  reader?: NotificationReader;
}): Promise<TInAppNotification> {
  const mine = { id: notificationId, teacherId, recipientRole: 'teacher' } as const;
  await db.notification.updateMany({ where: { ...mine, readAt: null }, data: { readAt: new Date() } });
  const row = await db.notification.findFirst({ where: mine, select: notificationSelect });
  if (!row) throw new NotFoundError('Notification');
  return notificationView(row, reader);
}
