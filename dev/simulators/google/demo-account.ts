import { addBusy, putEvent, type CalendarState, type SimulatedCalendarEntry } from './calendar-state';
import { addFile, driveFolderMimeType, type DriveState } from './drive-state';
import { demoGoogleAccount } from '@/lib/core/development-google';

/** The one account the development simulator signs in as, and what it holds at start. */

export const demoCalendars: SimulatedCalendarEntry[] = [
  {
    id: demoGoogleAccount.email,
    summary: 'Demo Teacher',
    primary: true,
    accessRole: 'owner',
    timeZone: 'Europe/Madrid',
  },
  { id: 'family@group.calendar.google.test', summary: 'Family', accessRole: 'writer', timeZone: 'Europe/Madrid' },
  { id: 'es.spain#holiday@group.v.calendar.google.test', summary: 'Holidays in Spain', accessRole: 'reader' },
];

const hour = 3600_000;

/** Midnight UTC of the Monday of `now`'s week, so the seeded busy time falls in the week on screen. */
function mondayOf(now: Date) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * hour;
}

/**
 * A few busy events this week and next (so availability visibly loses slots when the calendars are
 * read), and a few Drive files for the materials import.
 */
export function seedDemoAccount(calendar: CalendarState, drive: DriveState, now = new Date()) {
  const monday = mondayOf(now);
  const busy: [calendarId: string, day: number, startHourUtc: number, hours: number, summary: string][] = [
    [demoGoogleAccount.email, 1, 9, 2, 'Dentist'],
    [demoGoogleAccount.email, 2, 15, 1.5, 'School meeting'],
    ['family@group.calendar.google.test', 3, 16, 2, 'Football practice'],
    [demoGoogleAccount.email, 4, 10, 3, 'Conference'],
    [demoGoogleAccount.email, 8, 9, 2, 'Dentist follow-up'],
  ];
  for (const [calendarId, day, startHour, hours, summary] of busy) {
    const start = new Date(monday + day * 24 * hour + startHour * hour);
    const end = new Date(start.getTime() + hours * hour);
    addBusy(calendar, calendarId, start, end);
    putEvent(calendar, calendarId, {
      summary,
      start: { dateTime: start.toISOString() },
      end: { dateTime: end.toISOString() },
    });
  }
  const folder = addFile(drive, { id: 'demo-folder-teaching', name: 'Teaching', mimeType: driveFolderMimeType });
  addFile(drive, { id: 'demo-file-past-tense', name: 'Past tense worksheet.pdf', parents: [folder.id] });
  addFile(drive, {
    id: 'demo-file-travel-vocabulary',
    name: 'Travel vocabulary',
    mimeType: 'application/vnd.google-apps.document',
    parents: [folder.id],
  });
  addFile(drive, {
    id: 'demo-file-listening',
    name: 'Listening practice - at the market.mp3',
    mimeType: 'audio/mpeg',
    parents: [folder.id],
  });
}
