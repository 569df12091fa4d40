import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { enqueueEmails } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { sessionAttendees } from './session-attendees';
import { isReachable, noticeSessionSelect } from './notice-session';
import { isToggleOn } from './notice-preferences';
import { studentNoticeEmail } from './session-notice-emails';

/** A session is reminded once, when it comes within this time of its start. */
export const reminderWindowMs = dayMs;
/** Sessions per transaction: the e-mails are rendered inside it, so it stays short. */
const batchSize = 50;
/** Batches per run: a backlog (after an outage) drains over a few runs instead of one long one. */
const maxBatches = 20;

export type ReminderResult = { reminded: number; skipped: number; emails: number };

/**
 * The reminder job (every 15 minutes): every `scheduled` session starting within the next 24 hours
 * that has had no reminder. Each batch is claimed, marked (`reminderSentAt`) and its e-mails written
 * to the outbox in one transaction, so a session is reminded exactly once: the claim skips rows
 * another run holds (FOR UPDATE SKIP LOCKED) and a committed mark excludes them. Each attendee gets
 * the reminder with the invitation (.ics). A teacher who turned `sessionReminder` off has their
 * sessions marked all the same (`skipped`): they are not rescanned every run, and turning the toggle
 * back on reminds the sessions that come into the window from then on. A move clears the mark.
 */
export async function sendDueReminders({ now = new Date() }: { now?: Date } = {}): Promise<ReminderResult> {
  const total: ReminderResult = { reminded: 0, skipped: 0, emails: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const result = await transaction((tx) => remindBatch(tx, now), { timeout: 30_000 });
    total.reminded += result.reminded;
    total.skipped += result.skipped;
    total.emails += result.emails;
    if (result.reminded + result.skipped < batchSize) break;
  }
  return total;
}

async function remindBatch(tx: Prisma.TransactionClient, now: Date): Promise<ReminderResult> {
  const until = new Date(now.getTime() + reminderWindowMs);
  const claimed = await tx.$queryRaw<{ id: string }[]>`
    UPDATE sessions SET "reminderSentAt" = ${now}
    WHERE id IN (
      SELECT id FROM sessions
      WHERE status = 'scheduled' AND "reminderSentAt" IS NULL AND "startUtc" > ${now} AND "startUtc" <= ${until}
      ORDER BY "startUtc" LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`;
  if (!claimed.length) return { reminded: 0, skipped: 0, emails: 0 };
  const sessions = await tx.session.findMany({
    where: { id: { in: claimed.map((row) => row.id) } },
    select: noticeSessionSelect,
  });
  const remind = sessions.filter((session) => isToggleOn(session.teacher.notificationPreferences, 'sessionReminder'));
  const emails = remind.flatMap((session) =>
    sessionAttendees(session)
      .filter(isReachable)
      .map((student) => studentNoticeEmail(session, student, 'reminder', { actor: 'system' })),
  );
  await enqueueEmails(tx, emails);
  return { reminded: remind.length, skipped: sessions.length - remind.length, emails: emails.length };
}
