import { z } from 'zod';
import { NotificationType } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';

const ZBooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZListNotificationsQuery = ZPagination.extend({
  unread: ZBooleanQuery.optional().meta({ description: 'true: only unread; false: only read' }),
}).strict();
export type TListNotificationsQuery = z.output<typeof ZListNotificationsQuery>;

export const ZNotificationIdParams = z.object({ id: z.uuid() }).strict();

export const ZNotificationType = z.enum(NotificationType);

export const ZInAppNotification = z.object({
  id: z.uuid(),
  type: ZNotificationType,
  title: z.string(),
  body: z.string().nullable(),
  /** Free JSON written with the notice; `href`, when present, is an app path the bell follows. */
  data: z.record(z.string(), z.unknown()).nullable(),
  /** An app path to open (from data.href), when the notice has one. */
  href: z.string().nullable(),
  studentId: z.uuid().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TInAppNotification = z.infer<typeof ZInAppNotification>;

export const ZNotificationList = ZPage(ZInAppNotification).extend({
  /** Every unread notification of the teacher, whatever the filter and page. */
  unreadCount: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZMarkedRead = z.object({ marked: z.number().int() });
export type TMarkedRead = z.infer<typeof ZMarkedRead>;
