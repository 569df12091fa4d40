import { notificationText, type NotificationReader } from './notification-text';
import type { TInAppNotification } from './schemas';

export type { NotificationReader };

export const notificationSelect = {
  id: true,
  type: true,
  title: true,
  body: true,
  data: true,
  studentId: true,
  readAt: true,
  createdAt: true,
} as const;

type NotificationRow = {
  id: string;
  type: TInAppNotification['type'];
  title: string;
  body: string | null;
  data: unknown;
  studentId: string | null;
  readAt: Date | null;
  createdAt: Date;
};

/** Only an app path (`/teacher/...`) is followed: never another site, never `//host`. */
function appHref(data: Record<string, unknown> | null): string | null {
  const href = data?.href;
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') ? href : null;
}

/**
 * A stored row as the API answers it, its title and body said in the reader's language (without a
 * reader: as stored, in English).
 */
export function notificationView(row: NotificationRow, reader?: NotificationReader): TInAppNotification {
  const data =
    row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : null;
  const { title, body } = reader
    ? notificationText({ type: row.type, title: row.title, body: row.body, data }, reader)
    : { title: row.title, body: row.body };
  return {
    id: row.id,
    type: row.type,
    title,
    body,
    data,
    href: appHref(data),
    studentId: row.studentId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
