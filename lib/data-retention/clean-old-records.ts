import 'server-only';
import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { notificationLogDays, unreadNotificationDays } from './retention-rules';
import type { TRetentionSettings } from './schemas';

const before = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);

type Clean = { teacherId: string; settings: TRetentionSettings; now: Date };

/**
 * The free-text content of sessions that ended more than sessionContentDays ago is cleared:
 * homework, summary and teacherNotes (the lesson's content). The session itself, its times, status
 * and the reasons of a cancellation or rejection (evidence for refunds and disputes) stay.
 */
export async function cleanSessionContent({ teacherId, settings, now }: Clean): Promise<number> {
  const { count } = await db.session.updateMany({
    where: {
      teacherId,
      endUtc: { lt: before(now, settings.sessionContentDays) },
      OR: [{ homework: { not: null } }, { summary: { not: null } }, { teacherNotes: { not: null } }],
    },
    data: { homework: null, summary: null, teacherNotes: null },
  });
  return count;
}

/** Contact log entries sent more than contactLogDays ago are deleted. */
export async function cleanContactLog({ teacherId, settings, now }: Clean): Promise<number> {
  const { count } = await db.contactLogEntry.deleteMany({
    where: { teacherId, sentAt: { lt: before(now, settings.contactLogDays) } },
  });
  return count;
}

/**
 * The notification logs: in-app notifications read and older than 180 days, unread ones older than
 * 365 days, and the teacher's e-mail log (sent or failed; never one still queued) older than 180 days.
 */
export async function cleanNotificationLogs({ teacherId, now }: Omit<Clean, 'settings'>) {
  const notifications = await db.notification.deleteMany({
    where: {
      teacherId,
      OR: [
        { readAt: { not: null }, createdAt: { lt: before(now, notificationLogDays) } },
        { createdAt: { lt: before(now, unreadNotificationDays) } },
      ],
    },
  });
  const emails = await db.emailOutbox.deleteMany({
    where: { teacherId, status: { in: ['sent', 'failed'] }, createdAt: { lt: before(now, notificationLogDays) } },
  });
  return { notifications: notifications.count, emails: emails.count };
}
