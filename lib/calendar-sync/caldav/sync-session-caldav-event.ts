import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { SecretDecryptionError } from '@/lib/core/crypto';
import { openCaldavAccount } from '@/lib/integrations/caldav/caldav-account';
import { CaldavAnswerError } from '@/lib/integrations/caldav/caldav-errors';
import { caldavEventUrl, deleteCaldavEvent, putCaldavEvent } from '@/lib/integrations/caldav/caldav-event';
import { noticeSessionSelect } from '@/lib/notifications/notice-session';
import { markCaldavNeedsReauth } from './mark-caldav-needs-reauth';
import { caldavSessionUid, sessionCaldavEvent } from './session-caldav-event';

/** As for Google: sessions that hold the teacher's time have an event; those that freed it do not. */
const withEvent: SessionStatus[] = ['scheduled', 'pending_review', 'completed', 'no_show'];

export type CaldavEventSyncResult = 'written' | 'deleted' | 'skipped';

/**
 * Brings the session's event in the CalDAV write calendar in line with the session as it is now.
 * Idempotent: the object's URL is derived from the session's UID and written with a plain PUT, so
 * retries, duplicates and out-of-order jobs converge on one event. An event left in an earlier write
 * calendar is removed there first. Server outages throw (the job engine retries); a refused password
 * marks the connection `needs_reauth`, e-mails the teacher once for the episode (0137) and stops
 * (retrying cannot help until the teacher reconnects).
 */
export async function syncSessionCaldavEvent(
  { teacherId, sessionId }: { teacherId: string; sessionId: string },
  now = new Date(),
): Promise<CaldavEventSyncResult> {
  const connection = await db.caldavConnection.findUnique({ where: { teacherId } });
  const calendarUrl = connection?.status === 'connected' ? connection.writeCalendarUrl : null;
  if (!connection || !calendarUrl) return 'skipped';
  const session = await db.session.findFirst({
    where: { id: sessionId, teacherId },
    select: { ...noticeSessionSelect, caldavEventUrl: true },
  });
  if (!session) return 'skipped';
  const wanted = withEvent.includes(session.status);
  if (!wanted && !session.caldavEventUrl) return 'skipped';
  try {
    const account = openCaldavAccount(connection, teacherId);
    const url = caldavEventUrl(calendarUrl, caldavSessionUid(session.id));
    if (session.caldavEventUrl && (!wanted || session.caldavEventUrl !== url)) {
      await deleteCaldavEvent(account, session.caldavEventUrl);
    }
    if (wanted) await putCaldavEvent(account, { url, ics: sessionCaldavEvent(session, now) });
    await db.session.updateMany({
      where: { id: session.id, teacherId },
      data: { caldavEventUrl: wanted ? url : null },
    });
    log.info({ teacherId, sessionId }, wanted ? 'caldav event written' : 'caldav event deleted');
    return wanted ? 'written' : 'deleted';
  } catch (error) {
    const refused = error instanceof CaldavAnswerError && (error.status === 401 || error.status === 403);
    if (!refused && !(error instanceof SecretDecryptionError)) throw error;
    await markCaldavNeedsReauth(teacherId);
    return 'skipped';
  }
}
