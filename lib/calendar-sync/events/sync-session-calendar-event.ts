import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { noticeSessionSelect } from '@/lib/notifications/notice-session';
import { getGoogleAuth, ReconnectNeededError } from '@/lib/integrations/google/authorized-client';
import { callGoogle } from '@/lib/integrations/google/google-breaker';
import { calendarApi, statusOf } from '@/lib/integrations/google-calendar/calendar-api';
import { calendarEventIdFor } from '@/lib/integrations/google-calendar/events/calendar-event-id';
import { locateCalendarEvent } from '@/lib/integrations/google-calendar/events/locate-calendar-event';
import { moveCalendarEvent } from '@/lib/integrations/google-calendar/events/move-calendar-event';
import { meetLinkOf, sessionEventBody } from './session-event-body';

/** Sessions that hold the teacher's time: their event exists (past ones stay as a record). */
const withEvent: SessionStatus[] = ['scheduled', 'pending_review', 'completed', 'no_show'];
/** Sessions that freed the time: their event goes. Holds and unconfirmed trials never had one. */
const withoutEvent: SessionStatus[] = ['cancelled', 'rejected', 'expired'];

export type CalendarEventSyncResult = 'written' | 'deleted' | 'skipped';

/**
 * Brings the session's event in the write calendar in line with the session as it is now, whatever
 * change asked for it: so retries, duplicates and out-of-order jobs all converge on one event. The
 * event id is derived from the session (calendarEventIdFor): a second insert meets the first (409)
 * and becomes a patch. An event still in an earlier write calendar is moved first (decision 0058);
 * a deletion happens in the calendar that holds the event. Google outages throw (the job engine
 * retries); a revoked grant does not.
 */
export async function syncSessionCalendarEvent({
  teacherId,
  sessionId,
}: {
  teacherId: string;
  sessionId: string;
}): Promise<CalendarEventSyncResult> {
  const connection = await db.calendarConnection.findUnique({ where: { teacherId } });
  const calendarId = connection?.status === 'connected' ? connection.writeCalendarId : null;
  if (!calendarId) return 'skipped';
  const session = await db.session.findFirst({
    where: { id: sessionId, teacherId },
    select: { ...noticeSessionSelect, calendarEventId: true, calendarEventCalendarId: true },
  });
  if (!session) return 'skipped';
  const wanted = withEvent.includes(session.status);
  if (!wanted && !(withoutEvent.includes(session.status) && session.calendarEventId)) return 'skipped';
  let auth;
  try {
    auth = await getGoogleAuth({ teacherId, purpose: 'calendar' });
  } catch (error) {
    if (!(error instanceof ReconnectNeededError)) throw error;
    return 'skipped'; // flagged needs_reauth; retrying cannot help until the teacher reconnects
  }
  const api = calendarApi(auth);
  const events = api.events;
  const eventId = session.calendarEventId ?? calendarEventIdFor(session.id);
  // Where the event is now: recorded since decision 0058; before, unknown (looked up once).
  const home = !session.calendarEventId
    ? null
    : (session.calendarEventCalendarId ?? (await locateCalendarEvent(api, { eventId, writeCalendarId: calendarId })));
  if (!wanted) {
    if (home) {
      try {
        await callGoogle(() => events.delete({ calendarId: home, eventId, sendUpdates: 'none' }));
      } catch (error) {
        // Already gone (404) or deleted before (410): the wanted state holds.
        if (statusOf(error) !== 404 && statusOf(error) !== 410) throw error;
      }
    }
    await db.session.updateMany({
      where: { id: session.id, teacherId },
      data: { calendarEventId: null, calendarEventCalendarId: null },
    });
    return 'deleted';
  }
  if (home && home !== calendarId) await moveCalendarEvent(events, { from: home, to: calendarId, eventId });
  const requestBody = sessionEventBody(session, eventId);
  // conferenceDataVersion 1: Google honours (and answers) conferenceData, the Meet of a Google Meet service.
  const written = { calendarId, requestBody, sendUpdates: 'none', conferenceDataVersion: 1 } as const;
  let answer;
  try {
    answer = await callGoogle(() => events.insert(written));
  } catch (error) {
    // Ours from an earlier attempt or just moved here (or a cancelled one, which the patch's status restores).
    if (statusOf(error) !== 409) throw error;
    answer = await callGoogle(() => events.patch({ ...written, eventId }));
  }
  const meetLink = session.meetingUrl ? null : meetLinkOf(answer.data);
  await db.session.updateMany({
    where: { id: session.id, teacherId },
    data: { calendarEventId: eventId, calendarEventCalendarId: calendarId },
  });
  // Only where none is set: a link the teacher typed, or one already shared, is never replaced.
  if (meetLink)
    await db.session.updateMany({
      where: { id: session.id, teacherId, meetingUrl: null },
      data: { meetingUrl: meetLink },
    });
  log.info({ teacherId, sessionId }, 'calendar event written');
  return 'written';
}
