import ICAL from 'ical.js';
import type { BusyInterval } from '@/lib/core/external-busy-cache';
import { isValidTimeZone, parseIsoDate, wallTimeToUtc } from '@/lib/core/time';

/** A runaway RRULE (every minute for ever) must not hold a request: occurrences past this are ignored. */
const maxOccurrencesPerEvent = 2_000;

type Window = { from: number; to: number; floatingZone: string };

/**
 * The instant of an iCalendar time. A named zone is read with Lektio's own zone rules (so a client that
 * omits VTIMEZONE, or sends an outdated one, still lands right across a clock change); UTC is UTC; a
 * floating time or an all-day date is the teacher's wall clock (RFC 5545 3.3.5).
 */
function instantOf(time: ICAL.Time, floatingZone: string): number {
  const tzid = time.zone?.tzid ?? (time as unknown as { timezone?: string }).timezone;
  if (tzid === 'UTC' || tzid === 'Z') return time.toUnixTime() * 1000;
  const zone = !time.isDate && tzid && tzid !== 'floating' && isValidTimeZone(tzid) ? tzid : floatingZone;
  const date = `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  return wallTimeToUtc(parseIsoDate(date), time.isDate ? 0 : time.hour * 60 + time.minute, zone);
}

/** Free time in the calendar: transparent or cancelled events hold nothing. */
const holdsTime = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase() !== 'TRANSPARENT' &&
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED';

function eventIntervals(event: ICAL.Event, { from, to, floatingZone }: Window): BusyInterval[] {
  const intervals: BusyInterval[] = [];
  const push = (start: ICAL.Time, end: ICAL.Time, component: ICAL.Component) => {
    if (!holdsTime(component)) return;
    const interval = { start: instantOf(start, floatingZone), end: instantOf(end, floatingZone) };
    if (interval.end > interval.start && interval.start < to && interval.end > from) intervals.push(interval);
  };
  if (!event.isRecurring()) {
    push(event.startDate, event.endDate, event.component);
    return intervals;
  }
  const iterator = event.iterator();
  for (let count = 0, next = iterator.next(); next && count < maxOccurrencesPerEvent; count++, next = iterator.next()) {
    const occurrence = event.getOccurrenceDetails(next);
    if (instantOf(occurrence.startDate, floatingZone) >= to) break;
    push(occurrence.startDate, occurrence.endDate, occurrence.item.component);
  }
  return intervals;
}

/**
 * Busy time in `[from, to)` of calendar objects as a CalDAV server returns them: each object's events,
 * recurring ones expanded here (servers need not expand, Radicale does not), with their exceptions
 * (RECURRENCE-ID overrides) and exclusions. An object that does not parse is skipped, not fatal.
 */
export function busyFromIcalendar(objects: readonly string[], window: Window): BusyInterval[] {
  const intervals: BusyInterval[] = [];
  for (const text of objects) {
    let calendar: ICAL.Component;
    try {
      calendar = new ICAL.Component(ICAL.parse(text));
    } catch {
      continue;
    }
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const components = calendar.getAllSubcomponents('vevent');
    const masters = components.filter((component) => !component.hasProperty('recurrence-id'));
    for (const master of masters) {
      const event = new ICAL.Event(master);
      for (const exception of components.filter((component) => component.hasProperty('recurrence-id'))) {
        if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
      }
      intervals.push(...eventIntervals(event, window));
    }
    // Overrides whose master is not in this object (a server may hand them alone).
    for (const orphan of components.filter(
      (component) =>
        component.hasProperty('recurrence-id') &&
        !masters.some((master) => master.getFirstPropertyValue('uid') === component.getFirstPropertyValue('uid')),
    )) {
      intervals.push(...eventIntervals(new ICAL.Event(orphan), window));
    }
  }
  return intervals;
}
