import 'server-only';
import type { calendar_v3 } from 'googleapis/build/src/apis/calendar';
import { log } from '@/lib/core/log';
import { callGoogle } from '@/lib/integrations/google/google-breaker';
import { isGoogleRefusal } from './google-answer';

/**
 * Takes the session's event out of `from` towards `to`: Google's events.move keeps the event (and
 * anything the teacher added to it). When the move is refused (the old calendar is gone or no longer
 * writable, the event is missing there, or `to` already has an event with this id, such as one a
 * previous attempt inserted), the event in `from` is deleted, best effort, and the caller's insert or
 * patch in `to` does the rest. Either way the caller then writes the event in `to`, so a retry after
 * any step still ends with exactly one live event. Outages are thrown for the job engine to retry.
 */
export async function moveCalendarEvent(
  events: calendar_v3.Resource$Events,
  { from, to, eventId }: { from: string; to: string; eventId: string },
): Promise<'moved' | 'replaced'> {
  try {
    await callGoogle(() => events.move({ calendarId: from, eventId, destination: to, sendUpdates: 'none' }));
    return 'moved';
  } catch (error) {
    if (!isGoogleRefusal(error)) throw error;
    log.info({ status: (error as { status?: number }).status, eventId }, 'calendar event move refused');
  }
  try {
    await callGoogle(() => events.delete({ calendarId: from, eventId, sendUpdates: 'none' }));
  } catch (error) {
    // Already gone, or the old calendar is out of reach: nothing more can be done about it there.
    if (!isGoogleRefusal(error)) throw error;
  }
  return 'replaced';
}
