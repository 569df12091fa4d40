import { describe, expect, it } from 'vitest';
import {
  detectTimeZone,
  formatIsoDate,
  formatLocalIso,
  isoWeekday,
  isValidTimeZone,
  parseIsoDate,
  parseTimeOfDay,
  usableTimeZone,
  utcToWallTime,
  wallTimeToUtc,
} from './time';

const utc = (iso: string) => new Date(iso).getTime();
const iso = (instant: number) => new Date(instant).toISOString();
const at = (date: string, time: string, zone: string) =>
  iso(wallTimeToUtc(parseIsoDate(date), parseTimeOfDay(time), zone));

describe('isValidTimeZone', () => {
  it('accepts IANA names the runtime knows and refuses the rest', () => {
    for (const zone of ['Europe/Madrid', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC']) {
      expect(isValidTimeZone(zone)).toBe(true);
    }
    for (const zone of ['', 'Mars/Olympus', 'Europe/Madri', '+05:30', '-04:00']) {
      expect(isValidTimeZone(zone)).toBe(false);
    }
  });
});

describe('usableTimeZone', () => {
  it('keeps a valid stored zone and falls back for anything else, offsets included', () => {
    expect(usableTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(usableTimeZone('Asia/Kathmandu')).toBe('Asia/Kathmandu');
    for (const zone of ['Mars/Olympus', '+05:30', '', null, undefined]) expect(usableTimeZone(zone)).toBe('UTC');
    expect(usableTimeZone('Mars/Olympus', 'Europe/Madrid')).toBe('Europe/Madrid');
  });
});

describe('detectTimeZone', () => {
  it("answers the runtime's zone when it is usable", () => {
    expect(isValidTimeZone(detectTimeZone())).toBe(true);
  });
});

describe('calendar days', () => {
  it('round-trips ISO dates across a year end and knows ISO weekdays', () => {
    const newYearsEve = parseIsoDate('2026-12-31');
    expect(formatIsoDate(newYearsEve + 1)).toBe('2027-01-01');
    expect(isoWeekday(parseIsoDate('2026-03-29'))).toBe(7); // a Sunday
    expect(isoWeekday(parseIsoDate('2026-03-30'))).toBe(1); // a Monday
    expect(isoWeekday(parseIsoDate('1969-12-29'))).toBe(1); // before the epoch too
    expect(parseTimeOfDay('24:00')).toBe(1440);
  });
});

describe('wallTimeToUtc', () => {
  it('uses the offset of the day, half- and 45-minute offsets included', () => {
    expect(at('2026-01-15', '09:00', 'Europe/Madrid')).toBe('2026-01-15T08:00:00.000Z');
    expect(at('2026-07-15', '09:00', 'Europe/Madrid')).toBe('2026-07-15T07:00:00.000Z');
    expect(at('2026-07-15', '09:00', 'Asia/Kolkata')).toBe('2026-07-15T03:30:00.000Z');
    expect(at('2026-07-15', '09:00', 'Asia/Kathmandu')).toBe('2026-07-15T03:15:00.000Z');
    expect(at('2026-01-15', '09:00', 'Australia/Lord_Howe')).toBe('2026-01-14T22:00:00.000Z'); // +11
    expect(at('2026-07-15', '09:00', 'Australia/Lord_Howe')).toBe('2026-07-14T22:30:00.000Z'); // +10:30
  });

  it('pushes a time in the spring-forward gap forward by the gap (RFC 5545 / Temporal "compatible")', () => {
    expect(at('2026-03-29', '02:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z'); // = 03:30 CEST
    expect(at('2026-03-29', '03:00', 'Europe/Madrid')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-08', '02:15', 'America/New_York')).toBe('2026-03-08T07:15:00.000Z'); // = 03:15 EDT
    expect(at('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z'); // = 02:45 +11
  });

  it('reads a time repeated when clocks go back as its first occurrence', () => {
    expect(at('2026-10-25', '02:30', 'Europe/Madrid')).toBe('2026-10-25T00:30:00.000Z'); // CEST, not CET
    expect(at('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z'); // EDT, not EST
    expect(at('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z'); // +11, not +10:30
  });

  it('takes 24:00 as the next midnight, also on days that are 23 or 25 hours long', () => {
    const springDay = parseIsoDate('2026-03-29');
    const length = wallTimeToUtc(springDay, 1440, 'Europe/Madrid') - wallTimeToUtc(springDay, 0, 'Europe/Madrid');
    expect(length / 3_600_000).toBe(23);
    const autumnDay = parseIsoDate('2026-10-25');
    const longDay = wallTimeToUtc(autumnDay, 1440, 'Europe/Madrid') - wallTimeToUtc(autumnDay, 0, 'Europe/Madrid');
    expect(longDay / 3_600_000).toBe(25);
  });
});

describe('utcToWallTime and formatLocalIso', () => {
  it('show the clock of the zone with its offset at that instant', () => {
    expect(formatLocalIso(utc('2026-03-29T08:00:00Z'), 'Europe/Madrid')).toBe('2026-03-29T10:00:00+02:00');
    expect(formatLocalIso(utc('2026-03-29T00:30:00Z'), 'Europe/Madrid')).toBe('2026-03-29T01:30:00+01:00');
    expect(formatLocalIso(utc('2026-07-15T03:15:00Z'), 'Asia/Kathmandu')).toBe('2026-07-15T09:00:00+05:45');
    expect(formatLocalIso(utc('2026-07-15T13:00:00Z'), 'America/New_York')).toBe('2026-07-15T09:00:00-04:00');
    expect(formatLocalIso(utc('2026-12-31T23:30:00Z'), 'UTC')).toBe('2026-12-31T23:30:00+00:00');
    expect(utcToWallTime(utc('2026-12-31T23:30:00Z'), 'Asia/Kolkata')).toEqual({
      day: parseIsoDate('2027-01-01'),
      minuteOfDay: 5 * 60,
      offsetMinutes: 330,
    });
  });
});
