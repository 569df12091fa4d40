/**
 * The occurrences of an iCalendar file (pure), on ical.js: each VEVENT once, a recurring one expanded
 * (RRULE, RDATE, EXDATE) with its moved or cancelled instances (RECURRENCE-ID) applied. Wall-clock
 * times with a TZID are read in that IANA zone (so a weekly 17:00 lesson stays at 17:00 across a clock
 * change); a TZID that is not an IANA name uses the file's VTIMEZONE; floating times use `fallbackZone`.
 * Only occurrences starting in [from, to) are returned, at most `limit` of them.
 */
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { ValidationError } from '@/lib/core/errors';

export type IcsOccurrence = {
  uid: string;
  summary: string;
  startUtc: Date;
  endUtc: Date;
  timezone: string;
  attendees: string[];
  cancelled: boolean;
};

type ExpandIcs = { text: string; from: Date; to: Date; limit: number; fallbackZone: string };

function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

function zoneOf(time: ICAL.Time, fallbackZone: string): string {
  // ical.js keeps a TZID it has no VTIMEZONE for in `timezone` (untyped), a known one in `zone`.
  const tzid = (time as unknown as { timezone?: string }).timezone || time.zone?.tzid;
  if (!tzid || tzid === 'floating') return fallbackZone;
  if (tzid === 'Z' || tzid === 'UTC') return 'UTC';
  return tzid;
}

function toUtc(time: ICAL.Time, fallbackZone: string): Date {
  // The iterator's times lose the TZID of DTSTART: the caller passes the event's zone as the fallback.
  const zone = zoneOf(time, fallbackZone);
  if (zone === 'UTC')
    return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  if (isIanaZone(zone)) {
    return new Date(
      new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime(),
    );
  }
  return time.toJSDate();
}

function attendeesOf(event: ICAL.Event): string[] {
  return event.attendees
    .map((attendee) => String(attendee.getFirstValue() ?? ''))
    .map((value) =>
      value
        .replace(/^mailto:/i, '')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);
}

function parse(text: string): ICAL.Component {
  try {
    return new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new ValidationError('The file is not a valid calendar', [
      { path: 'file', message: 'Export the calendar as an .ics file' },
    ]);
  }
}

export function expandIcs({ text, from, to, limit, fallbackZone }: ExpandIcs): IcsOccurrence[] {
  const calendar = parse(text);
  if (calendar.name !== 'vcalendar') {
    throw new ValidationError('The file is not a valid calendar', [
      { path: 'file', message: 'The file has no VCALENDAR' },
    ]);
  }
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    if (!ICAL.TimezoneService.has(zone.tzid)) ICAL.TimezoneService.register(zone);
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const vevent of vevents) {
    const event = new ICAL.Event(vevent);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)?.relateException(exception);

  const occurrences: IcsOccurrence[] = [];
  const push = (item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, eventZone: string) => {
    const zone = zoneOf(start, eventZone);
    const startUtc = toUtc(start, eventZone);
    if (startUtc < from || startUtc >= to) return;
    occurrences.push({
      uid: item.uid,
      summary: item.summary ?? '',
      startUtc,
      endUtc: toUtc(end, zoneOf(end, zone)),
      timezone: isIanaZone(zone) ? zone : fallbackZone,
      attendees: attendeesOf(item),
      cancelled: String(item.component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
    });
  };
  for (const event of masters.values()) {
    if (!event.startDate || event.startDate.isDate) continue; // all-day entries are not lessons
    const eventZone = zoneOf(event.startDate, fallbackZone);
    if (!event.isRecurring()) {
      push(event, event.startDate, event.endDate, eventZone);
      continue;
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next && occurrences.length <= limit; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      if (toUtc(details.startDate, eventZone) >= to && toUtc(next, eventZone) >= to) break;
      push(details.item, details.startDate, details.endDate, eventZone);
    }
  }
  if (occurrences.length > limit) {
    throw new ValidationError('The calendar has too many lessons', [
      { path: 'file', message: `More than ${limit} occurrences in the next 12 months` },
    ]);
  }
  return occurrences.sort((a, b) => a.startUtc.getTime() - b.startUtc.getTime());
}
