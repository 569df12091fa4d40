import 'server-only';
import type { calendar_v3 } from 'googleapis/build/src/apis/calendar';
import { callGoogle } from '@/lib/integrations/google/google-breaker';
import { isGoogleRefusal } from './google-answer';

/** The event, unless Google has it only as deleted (cancelled) or not at all. */
async function liveIn(api: calendar_v3.Calendar, calendarId: string, eventId: string): Promise<boolean> {
  try {
    const { data } = await callGoogle(() => api.events.get({ calendarId, eventId }));
    return data.status !== 'cancelled';
  } catch (error) {
    if (isGoogleRefusal(error)) return false; // 404/410, or a calendar no longer shared with the account
    throw error;
  }
}

/**
 * Where a session's event lives when the session does not say (`calendarEventCalendarId` NULL: rows
 * written before decision 0058). Most likely the current write calendar, so that is asked first; then
 * the account's other writable calendars (an earlier write calendar), found by the event's fixed id.
 * Answers null when no calendar holds it live. Asked once per such row: the sync records the answer.
 */
export async function locateCalendarEvent(
  api: calendar_v3.Calendar,
  { eventId, writeCalendarId }: { eventId: string; writeCalendarId: string },
): Promise<string | null> {
  if (await liveIn(api, writeCalendarId, eventId)) return writeCalendarId;
  const { data } = await callGoogle(() => api.calendarList.list({ maxResults: 250, minAccessRole: 'writer' }));
  for (const calendar of data.items ?? []) {
    if (!calendar.id || calendar.id === writeCalendarId) continue;
    if (await liveIn(api, calendar.id, eventId)) return calendar.id;
  }
  return null;
}
