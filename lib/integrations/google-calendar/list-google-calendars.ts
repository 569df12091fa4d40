import 'server-only';
import { getGoogleAuth } from '@/lib/integrations/google/authorized-client';
import { callGoogle } from '@/lib/integrations/google/google-breaker';
import { calendarApi } from './calendar-api';

/** One calendar of the account (lib/calendar-sync/settings/schemas.ts's ZCalendarEntry has this shape). */
export type CalendarEntry = {
  id: string;
  summary: string;
  primary: boolean;
  /** The teacher may write events here (owner or writer). */
  writable: boolean;
  timeZone: string | null;
};

/** The calendars of the teacher's connected Google account (all pages, hidden ones included). */
export async function listGoogleCalendars(teacherId: string): Promise<CalendarEntry[]> {
  const api = calendarApi(await getGoogleAuth({ teacherId, purpose: 'calendar' }));
  const entries: CalendarEntry[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await callGoogle(() =>
      api.calendarList.list({ maxResults: 250, showHidden: true, ...(pageToken ? { pageToken } : {}) }),
    );
    for (const item of data.items ?? []) {
      if (!item.id) continue;
      entries.push({
        id: item.id,
        summary: item.summaryOverride ?? item.summary ?? item.id,
        primary: item.primary === true,
        writable: item.accessRole === 'owner' || item.accessRole === 'writer',
        timeZone: item.timeZone ?? null,
      });
    }
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return entries;
}
