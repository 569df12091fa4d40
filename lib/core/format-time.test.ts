import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatInZone,
  formatIsoDateAs,
  formatIsoDateRange,
  formatMonth,
  formatZoneName,
  formatZoneLabel,
  formatZoneOffset,
  timePatterns,
} from './format-time';

const at = '2026-11-23T08:30:00Z';

describe('formatInZone', () => {
  it('writes every pattern on the clock of the zone', () => {
    const madrid = (pattern: Parameters<typeof formatInZone>[2]) => formatInZone(at, 'Europe/Madrid', pattern);
    expect(madrid('date')).toBe('23 Nov 2026');
    expect(madrid('longDate')).toBe('23 November 2026');
    expect(madrid('dateTime')).toBe('23 Nov 2026, 09:30');
    expect(madrid('time')).toBe('09:30');
    expect(madrid('weekdayDayMonth')).toBe('Monday 23 November');
    expect(madrid('weekdayDate')).toBe('Mon, 23 Nov 2026');
    expect(madrid('month')).toBe('November 2026');
    expect(madrid('clock')).toBe('09:30');
    expect(madrid('weekdayShort')).toBe('Mon');
    expect(madrid('dayMonth')).toBe('23 Nov');
    expect(madrid('dayMonthYear')).toBe('23 Nov 2026');
    expect(madrid('dayMonthYearClock')).toBe('23 Nov 2026, 09:30');
    expect(madrid('dayMonthYearSeconds')).toBe('23 Nov 2026, 09:30:00');
    expect(madrid('slotDay')).toBe('Mon 23 Nov');
    expect(madrid('slotStart')).toBe('Mon 23 Nov, 09:30');
    expect(madrid('sessionStart')).toBe('Mon, 23 Nov 2026, 09:30');
    expect(madrid('longDay')).toBe('Monday 23 November');
    expect(madrid('fullDateTime')).toBe('Monday, 23 November 2026 at 09:30');
  });

  it('writes one style, day before month on a 24-hour clock, whatever the pattern', () => {
    expect(formatInZone('2026-11-23T00:05:00Z', 'UTC', 'time')).toBe('00:05');
    expect(formatInZone('2026-11-23T12:05:00Z', 'UTC', 'dateTime')).toBe('23 Nov 2026, 12:05');
    // monthAxis ("Nov 26") is a month and a two-digit year on a chart's axis, not a month and a day.
    const patterns = (Object.keys(timePatterns) as Array<keyof typeof timePatterns>).filter((p) => p !== 'monthAxis');
    for (const pattern of patterns) {
      const text = formatInZone('2026-11-23T15:05:00Z', 'UTC', pattern);
      expect(text, pattern).not.toMatch(/AM|PM|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}\b/);
    }
  });

  it('follows daylight saving time (Europe/Madrid, America/New_York)', () => {
    expect(formatInZone('2026-03-29T00:59:00Z', 'Europe/Madrid', 'clock')).toBe('01:59');
    expect(formatInZone('2026-03-29T01:00:00Z', 'Europe/Madrid', 'clock')).toBe('03:00');
    expect(formatInZone('2026-10-25T00:30:00Z', 'Europe/Madrid', 'clock')).toBe('02:30');
    expect(formatInZone('2026-10-25T01:30:00Z', 'Europe/Madrid', 'clock')).toBe('02:30');
    expect(formatInZone('2026-03-08T06:59:00Z', 'America/New_York', 'clock')).toBe('01:59');
    expect(formatInZone('2026-03-08T07:00:00Z', 'America/New_York', 'clock')).toBe('03:00');
    expect(formatInZone('2026-11-01T06:30:00Z', 'America/New_York', 'clock')).toBe('01:30');
  });

  it('handles half- and quarter-hour zones and Lord Howe', () => {
    expect(formatInZone(at, 'Asia/Kolkata', 'clock')).toBe('14:00');
    expect(formatInZone(at, 'Asia/Kathmandu', 'clock')).toBe('14:15');
    expect(formatInZone(at, 'Australia/Lord_Howe', 'slotStart')).toBe('Mon 23 Nov, 19:30'); // +11 in summer
    expect(formatInZone('2026-06-23T08:30:00Z', 'Australia/Lord_Howe', 'clock')).toBe('19:00'); // +10:30
  });

  it('crosses the year on the local clock', () => {
    expect(formatInZone('2026-12-31T23:30:00Z', 'Europe/Madrid', 'date')).toBe('1 Jan 2027');
    expect(formatInZone('2027-01-01T02:00:00Z', 'America/New_York', 'date')).toBe('31 Dec 2026');
  });

  it('falls back to UTC for a zone the runtime cannot read, an offset, or none', () => {
    for (const zone of ['Mars/Olympus', '+05:30', '', null, undefined]) {
      expect(formatInZone(at, zone, 'clock')).toBe('08:30');
    }
    expect(formatDate(new Date(at), 'Mars/Olympus')).toBe('23 Nov 2026');
  });
});

describe('calendar dates', () => {
  it('are written as they are, whatever the zone', () => {
    expect(formatIsoDateAs('2026-12-01', 'weekdayDate')).toBe('Tue, 1 Dec 2026');
    expect(formatIsoDateAs('2027-03-03', 'longDay')).toBe('Wednesday 3 March');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it('make ranges as ICU does, with thin spaces around the dash', () => {
    expect(formatIsoDateRange('2027-03-01', '2027-03-07')).toBe('1\u2009–\u20097 Mar 2027');
    expect(formatIsoDateRange('2027-02-28', '2027-03-06')).toBe('28 Feb\u2009–\u20096 Mar 2027');
    expect(formatIsoDateRange('2026-12-28', '2027-01-03')).toBe('28 Dec 2026\u2009–\u20093 Jan 2027');
    expect(formatIsoDateRange('2025-03-04', '2025-03-04')).toBe('4 Mar 2025');
  });
});

describe('zones', () => {
  it('labels the offset at an instant', () => {
    expect(formatZoneOffset('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('GMT-5');
    expect(formatZoneOffset('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('GMT-4');
    expect(formatZoneOffset('Asia/Kolkata')).toBe('GMT+5:30');
    expect(formatZoneOffset('Asia/Kathmandu')).toBe('GMT+5:45');
    expect(formatZoneOffset('UTC')).toBe('GMT');
    expect(formatZoneOffset('Mars/Olympus')).toBe('');
  });

  it('names a zone without underscores', () => {
    expect(formatZoneName('America/New_York')).toBe('New York time');
    expect(formatZoneName('Europe/Madrid')).toBe('Madrid time');
    expect(formatZoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(formatZoneName('America/Port-au-Prince')).toBe('Port-au-Prince time');
    expect(formatZoneName('UTC')).toBe('UTC');
    expect(formatZoneName('Etc/UTC')).toBe('UTC');
    expect(formatZoneName('Etc/GMT+5')).toBe('GMT-5');
  });

  it('labels a zone with its offset so two clocks on one page cannot be confused', () => {
    expect(formatZoneLabel('America/New_York', new Date('2026-11-23T12:00:00Z'))).toBe('New York time (GMT-5)');
    expect(formatZoneLabel('Europe/Madrid', new Date('2026-07-23T12:00:00Z'))).toBe('Madrid time (GMT+2)');
    expect(formatZoneLabel('UTC', new Date('2026-11-23T12:00:00Z'))).toBe('UTC');
    expect(formatZoneLabel('Mars/Olympus')).toBe('UTC');
  });
});
