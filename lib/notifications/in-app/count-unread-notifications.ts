import 'server-only';
import { db } from '@/lib/core/db';

/** The bell's number: how many of the teacher's in-app notifications are unread. One statement. */
export function countUnreadNotifications(teacherId: string): Promise<number> {
  return db.notification.count({ where: { teacherId, recipientRole: 'teacher', readAt: null } });
}
