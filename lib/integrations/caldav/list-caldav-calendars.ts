import 'server-only';
import { callCaldav } from './caldav-breaker';
import { caldavClient, type CaldavAccount } from './caldav-client';

/** A calendar of the account as the settings page lists it; `url` is its id everywhere in Lektio. */
export type CaldavCalendar = { url: string; name: string; color: string | null; acceptsEvents: boolean };

const displayName = (name: unknown, url: string) =>
  typeof name === 'string' && name.trim()
    ? name.trim()
    : decodeURIComponent(url.replace(/\/$/, '').split('/').pop() ?? url);

/** The account's calendars (collections that hold events; task-only lists are left out). */
export async function listCaldavCalendars(account: CaldavAccount): Promise<CaldavCalendar[]> {
  return callCaldav(account.serverUrl, async () => {
    const client = await caldavClient(account);
    const calendars = await client.fetchCalendars();
    return calendars
      .filter((calendar) => !calendar.components || calendar.components.includes('VEVENT'))
      .map((calendar) => ({
        url: calendar.url,
        name: displayName(calendar.displayName, calendar.url),
        color: typeof calendar.calendarColor === 'string' ? calendar.calendarColor : null,
        acceptsEvents: true,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}
