import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { DbClient } from './support';

type NotificationInput = { teacherId: string } & Partial<Prisma.NotificationUncheckedCreateInput>;

/** An unread in-app notification for the teacher ("New booking") unless overridden. */
export function createNotification({ teacherId, ...overrides }: NotificationInput, client: DbClient = db) {
  return client.notification.create({
    data: { teacherId, type: 'new_booking', title: 'New booking: Ana Ruiz', ...overrides },
  });
}
