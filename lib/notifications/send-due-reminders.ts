import { textsReachStudent } from '@/lib/families/notice-recipients';
import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { formatDateTime } from '@/lib/core/format-regional';
import { toRegionalFormat } from '@/lib/core/locale';
import { usableTimeZone } from '@/lib/core/time';
import { enqueueEmails } from '@/lib/outbox/enqueue-email';
import { smsConfig } from '@/lib/integrations/sms/twilio-client';
import { transaction } from '@/lib/outbox/transaction';
import { enqueueSms } from '@/lib/sms/enqueue-sms';
import { reminderText } from '@/lib/sms/sms-texts';
import { sessionAttendees } from './session-attendees';
import { isReachable, noticeSessionSelect, type NoticePerson, type NoticeSession } from './notice-session';
import { isToggleOn } from './notice-preferences';
import { maxReminderOffsetMinutes } from './reminder-offsets';
import { studentNoticeEmails } from './session-notice-emails';

/** Claims per transaction: the e-mails are rendered inside it, so it stays short. */
const batchSize = 50;
/** Batches per run: a backlog (after an outage) drains over a few runs instead of one long one. */
const maxBatches = 20;

export type ReminderResult = { reminded: number; skipped: number; emails: number; texts: number };

/**
 * The reminder job (every 5 minutes). A session is due a reminder at each of its teacher's offsets
 * (`reminderOffsetsMinutes`, default one day) once `startUtc - offset` has come. Each due reminder is
 * claimed by inserting its sent_reminders row, unique on (session, offset, start), in the same
 * transaction that queues the messages: a second instance running the job at once waits on the key
 * and inserts nothing, a restart finds the rows committed, and a session moved to another start has
 * a new key, so it is reminded again at its new time (reschedules mark the offsets already past,
 * coverPassedReminders: their notice said it). Cancelled sessions are not `scheduled`, so nothing
 * stale goes out. Several offsets due at once (a late booking, a backlog) make one message.
 * Each attendee gets the e-mail (with the .ics), the text, or both, as they chose; a text that cannot
 * go (no verified phone, STOP, the teacher's monthly cap) falls back to the e-mail. A teacher who
 * turned `sessionReminder` off has their reminders claimed all the same (`skipped`).
 */
export async function sendDueReminders({ now = new Date() }: { now?: Date } = {}): Promise<ReminderResult> {
  const total: ReminderResult = { reminded: 0, skipped: 0, emails: 0, texts: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const { claims, ...result } = await transaction((tx) => remindBatch(tx, now), { timeout: 30_000 });
    total.reminded += result.reminded;
    total.skipped += result.skipped;
    total.emails += result.emails;
    total.texts += result.texts;
    if (claims < batchSize) break;
  }
  return total;
}

async function remindBatch(tx: Prisma.TransactionClient, now: Date): Promise<ReminderResult & { claims: number }> {
  const horizon = new Date(now.getTime() + maxReminderOffsetMinutes * 60_000);
  const claimed = await tx.$queryRaw<{ sessionId: string }[]>`
    INSERT INTO sent_reminders (id, "teacherId", "sessionId", "offsetMinutes", "startsAt", "sentAt")
    SELECT gen_random_uuid(), s."teacherId", s.id, o.minutes, s."startUtc", ${now}::timestamptz
    FROM sessions s
    JOIN teachers t ON t.id = s."teacherId"
    CROSS JOIN LATERAL unnest(t."reminderOffsetsMinutes") AS o(minutes)
    WHERE s.status = 'scheduled' AND s."startUtc" > ${now}::timestamptz AND s."startUtc" <= ${horizon}::timestamptz
      AND s."startUtc" - make_interval(mins => o.minutes) <= ${now}::timestamptz
      AND NOT EXISTS (
        SELECT 1 FROM sent_reminders r
        WHERE r."sessionId" = s.id AND r."offsetMinutes" = o.minutes AND r."startsAt" = s."startUtc")
    ORDER BY s."startUtc"
    LIMIT ${batchSize}
    ON CONFLICT ("sessionId", "offsetMinutes", "startsAt") DO NOTHING
    RETURNING "sessionId"`;
  const empty = { reminded: 0, skipped: 0, emails: 0, texts: 0, claims: claimed.length };
  if (!claimed.length) return empty;
  const sessions = await tx.session.findMany({
    where: { id: { in: [...new Set(claimed.map((row) => row.sessionId))] } },
    select: noticeSessionSelect,
  });
  const remind = sessions.filter((session) => isToggleOn(session.teacher.notificationPreferences, 'sessionReminder'));
  const emails = [];
  let texts = 0;
  for (const session of remind) {
    for (const student of sessionAttendees(session).filter(isReachable)) {
      const texted = wantsText(student) ? (await textReminder(tx, session, student, now)) === 'queued' : false;
      if (texted) texts += 1;
      if (!texted || student.reminderChannel === 'both') {
        emails.push(...studentNoticeEmails(session, student, 'reminder', { actor: 'system' }));
      }
    }
  }
  await enqueueEmails(tx, emails);
  return {
    reminded: remind.length,
    skipped: sessions.length - remind.length,
    emails: emails.length,
    texts,
    claims: claimed.length,
  };
}

/** A text is tried when the student chose one (never for a family's minor: lib/families/notice-recipients.ts), has a verified phone, and a provider is configured. */
const wantsText = (student: NoticePerson) =>
  textsReachStudent(student) &&
  student.reminderChannel !== 'email' &&
  Boolean(student.phone && student.phoneVerifiedAt) &&
  smsConfig() !== null;

function textReminder(tx: Prisma.TransactionClient, session: NoticeSession, student: NoticePerson, now: Date) {
  const zone = usableTimeZone(student.timezone);
  const regional = toRegionalFormat(student);
  const body = reminderText({
    teacherName: session.teacher.name,
    serviceName: session.service.name,
    when: formatDateTime(session.startUtc, zone, 'slotStart', regional),
    meetingUrl: session.meetingUrl,
    locale: regional.locale,
  });
  return enqueueSms(tx, { teacherId: session.teacherId, studentId: student.id, to: student.phone!, body, now });
}
