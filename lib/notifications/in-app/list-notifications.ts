import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage } from '@/lib/core/pagination';
import { countUnreadNotifications } from './count-unread-notifications';
import { notificationSelect, notificationView, type NotificationReader } from './notification-view';
import type { TListNotificationsQuery, TNotificationList } from './schemas';

type ListNotifications = {
  teacherId: string;
  query: TListNotificationsQuery;
  /** Whose language the titles and bodies are said in (the signed-in teacher); without one, as stored. */
  reader?: NotificationReader;
};

const newestFirst = [{ createdAt: 'desc' }, { id: 'asc' }] satisfies Prisma.NotificationOrderByWithRelationInput[];

/**
 * The teacher's in-app notifications: every unread one first, then the read ones, each part newest
 * first; with the unread count of all of them (the bell's number). A page is cut from the unread
 * part, then the read part: at most four statements, whatever the number of notifications.
 */
export async function listNotifications({ teacherId, query, reader }: ListNotifications): Promise<TNotificationList> {
  const mine = { teacherId, recipientRole: 'teacher' } satisfies Prisma.NotificationWhereInput;
  const [unreadCount, readCount] = await Promise.all([
    countUnreadNotifications(teacherId),
    query.unread === true ? 0 : db.notification.count({ where: { ...mine, readAt: { not: null } } }),
  ]);
  const unreadPart = query.unread === false ? 0 : unreadCount;
  const total = unreadPart + readCount;
  const { skip, take } = pageWindow(query);

  const rows = [];
  if (skip < unreadPart) {
    rows.push(
      ...(await db.notification.findMany({
        where: { ...mine, readAt: null },
        orderBy: newestFirst,
        skip,
        take,
        select: notificationSelect,
      })),
    );
  }
  if (rows.length < take && query.unread !== true && skip + rows.length < total) {
    rows.push(
      ...(await db.notification.findMany({
        where: { ...mine, readAt: { not: null } },
        orderBy: newestFirst,
        skip: Math.max(0, skip - unreadPart),
        take: take - rows.length,
        select: notificationSelect,
      })),
    );
  }
  return {
    ...toPage(
      rows.map((row) => notificationView(row, reader)),
      total,
      query,
    ),
    unreadCount,
  };
}
