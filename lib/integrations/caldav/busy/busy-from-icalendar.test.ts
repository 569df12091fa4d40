import { describe, expect, it } from 'vitest';
import { busyFromIcalendar } from './busy-from-icalendar';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const window = {
  from: Date.parse('2027-10-18T00:00:00Z'),
  to: Date.parse('2027-11-09T00:00:00Z'),
  floatingZone: 'Europe/Berlin',
};
const iso = (intervals: { start: number; end: number }[]) =>
  intervals.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

describe('busyFromIcalendar', () => {
  it('expands a weekly Berlin event across the autumn clock change without a VTIMEZONE, minus EXDATE, with an override', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:w@test',
      'DTSTAMP:20270101T000000Z',
      'DTSTART;TZID=Europe/Berlin:20271018T100000',
      'DTEND;TZID=Europe/Berlin:20271018T110000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE;TZID=Europe/Berlin:20271101T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:w@test',
      'DTSTAMP:20270101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Berlin:20271025T100000',
      'DTSTART;TZID=Europe/Berlin:20271025T140000',
      'DTEND;TZID=Europe/Berlin:20271025T150000',
      'END:VEVENT',
    );
    expect(iso(busyFromIcalendar([text], window))).toEqual([
      ['2027-10-18T08:00:00.000Z', '2027-10-18T09:00:00.000Z'], // 10:00 CEST
      ['2027-10-25T12:00:00.000Z', '2027-10-25T13:00:00.000Z'], // moved to 14:00 CEST
      // 1 November excluded; clocks went back on 31 October: 10:00 CET
      ['2027-11-08T09:00:00.000Z', '2027-11-08T10:00:00.000Z'],
    ]);
  });

  it('reads an all-day date as the teacher’s midnights, and skips transparent and cancelled events', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:a@test',
      'DTSTAMP:20270101T000000Z',
      'DTSTART;VALUE=DATE:20271102',
      'DTEND;VALUE=DATE:20271103',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:t@test',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20271103T100000Z',
      'DTEND:20271103T110000Z',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:c@test',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20271104T100000Z',
      'DTEND:20271104T110000Z',
      'STATUS:CANCELLED',
      'END:VEVENT',
    );
    expect(iso(busyFromIcalendar([text, 'not a calendar'], window))).toEqual([
      ['2027-11-01T23:00:00.000Z', '2027-11-02T23:00:00.000Z'],
    ]);
  });
});
