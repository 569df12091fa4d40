import 'server-only';
import { cleanContactLog, cleanNotificationLogs, cleanSessionContent } from './clean-old-records';
import { eraseInactiveStudents, findStudentsToErase } from './erase-inactive-students';
import { getRetentionSettings } from './get-retention-settings';
import { erasuresPerStep } from './retention-rules';
import { sendDeletionNotices } from './send-deletion-notices';
import { warnOverdueErasures } from './warn-overdue-erasures';

/**
 * Runs one phase: the Inngest function passes `step.run` (each phase is then retried alone and
 * not run again once done); elsewhere the phase simply runs. Phase results are JSON-safe.
 */
export type PhaseRunner = <T>(id: string, phase: () => Promise<T>) => Promise<T>;

const inline: PhaseRunner = (_id, phase) => phase();

export type TeacherRetentionResult = {
  sessionContent: number;
  contactLog: number;
  notifications: number;
  emails: number;
  overdueErasures: number;
  overdueNotified: number;
  erased: number;
  noticed: number;
};

/**
 * The weekly retention work of one teacher as of `now` (decision 0047), every phase idempotent:
 * clear old session content, delete old contact log entries and notification logs, warn about
 * overdue erasure requests, erase the inactive students whose notice period has passed, then send
 * the notice to those newly due (the last two only with autoDeleteEnabled).
 */
export async function runTeacherRetention(
  { teacherId, now }: { teacherId: string; now: Date },
  run: PhaseRunner = inline,
): Promise<TeacherRetentionResult> {
  const settings = await run('settings', () => getRetentionSettings({ teacherId }));
  const scope = { teacherId, settings, now };
  const sessionContent = await run('clean-session-content', () => cleanSessionContent(scope));
  const contactLog = await run('clean-contact-log', () => cleanContactLog(scope));
  const logs = await run('clean-notification-logs', () => cleanNotificationLogs(scope));
  const overdue = await run('warn-overdue-erasures', () => warnOverdueErasures(scope));
  const toErase = await run('find-students-to-erase', () => findStudentsToErase(scope));
  let erased = 0;
  for (let index = 0; index < toErase.length; index += erasuresPerStep) {
    const studentIds = toErase.slice(index, index + erasuresPerStep);
    erased += await run(`erase-students-${String(index / erasuresPerStep)}`, () =>
      eraseInactiveStudents({ ...scope, studentIds }),
    );
  }
  const noticed = await run('send-deletion-notices', () => sendDeletionNotices(scope));
  return {
    sessionContent,
    contactLog,
    notifications: logs.notifications,
    emails: logs.emails,
    overdueErasures: overdue.overdue,
    overdueNotified: overdue.notified,
    erased,
    noticed,
  };
}
