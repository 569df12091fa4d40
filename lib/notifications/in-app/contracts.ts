/** Route contracts of the teacher's in-app notifications (the bell). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZInAppNotification,
  ZListNotificationsQuery,
  ZMarkedRead,
  ZNotificationIdParams,
  ZNotificationList,
} from './schemas';

export const listNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/notifications',
  summary: 'Your in-app notifications, unread first, then newest; filter with unread=true|false; with unreadCount',
  tags: ['notifications'],
  auth: 'teacher',
  query: ZListNotificationsQuery,
  responses: {
    200: { description: 'A page of notifications (20 by default, at most 100)', schema: ZNotificationList },
  },
});

export const markNotificationReadRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/notifications/{id}/read',
  summary: 'Mark one notification read (again is harmless: the first read time stays)',
  tags: ['notifications'],
  auth: 'teacher',
  params: ZNotificationIdParams,
  responses: {
    200: { description: 'The notification, read', schema: ZInAppNotification },
    404: { description: 'NOT_FOUND: no such notification of yours' },
  },
});

export const markAllNotificationsReadRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/notifications/read-all',
  summary: 'Mark every unread notification read',
  tags: ['notifications'],
  auth: 'teacher',
  responses: { 200: { description: 'How many were marked', schema: ZMarkedRead } },
});
