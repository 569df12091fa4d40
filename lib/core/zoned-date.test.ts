import { describe, expect, it } from 'vitest';
import {
  relativeDay,
  shiftIsoDate,
  zonedDayStart,
  zonedHour,
  zonedInstant,
  zonedIsoDate,
  zonedMonth,
  zonedToday,
} from './zoned-date';

const iso = (date: string, time: string, zone: string) => {
  const result = zonedInstant(date, time, zone);
  return result.ok ? result.instant.toISOString() : result.reason;
};

describe('zonedInstant', () => {
  it('reads the time in the given zone, with the offset of that day (winter and summer)', () => {
    expect(iso('2026-01-15', '10:00', 'Europe/Madrid')).toBe('2026-01-15T09:00:00.000Z');
    expect(iso('2026-07-15', '10:00', 'Europe/Madrid')).toBe('2026-07-15T08:00:00.000Z');
    expect(iso('2026-07-15', '10:00', 'America/New_York')).toBe('2026-07-15T14:00:00.000Z');
    expect(iso('2026-07-15', '10:00', 'Asia/Kathmandu')).toBe('2026-07-15T04:15:00.000Z');
  });

  it('uses the new offset on a spring-forward day in Europe/Madrid (29 Mar 2026), before and after the jump', () => {
    expect(iso('2026-03-29', '01:30', 'Europe/Madrid')).toBe('2026-03-29T00:30:00.000Z');
    expect(iso('2026-03-29', '03:00', 'Europe/Madrid')).toBe('2026-03-29T01:00:00.000Z');
    expect(iso('2026-03-29', '10:00', 'Europe/Madrid')).toBe('2026-03-29T08:00:00.000Z');
  });

  it('refuses a time the clocks skip (02:30 on the spring-forward day)', () => {
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Madrid')).toEqual({ ok: false, reason: 'nonexistent' });
    expect(zonedInstant('2026-03-29', '02:00', 'Europe/Madrid')).toEqual({ ok: false, reason: 'nonexistent' });
    // The same reading exists on other days and in zones without the change.
    expect(iso('2026-03-28', '02:30', 'Europe/Madrid')).toBe('2026-03-28T01:30:00.000Z');
    expect(iso('2026-03-29', '02:30', 'UTC')).toBe('2026-03-29T02:30:00.000Z');
  });

  it('takes the first of a repeated time when the clocks go back (25 Oct 2026)', () => {
    expect(iso('2026-10-25', '02:30', 'Europe/Madrid')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25', '10:00', 'Europe/Madrid')).toBe('2026-10-25T09:00:00.000Z');
  });

  it('throws on a malformed or impossible date or time', () => {
    expect(() => zonedInstant('2026-02-30', '10:00', 'Europe/Madrid')).toThrow(RangeError);
    expect(() => zonedInstant('2026-02-01', '24:00', 'Europe/Madrid')).toThrow(RangeError);
    expect(() => zonedInstant('1/2/2026', '10:00', 'Europe/Madrid')).toThrow(RangeError);
  });
});

describe('zonedInstant in other zones', () => {
  it('reads New York across its DST changes (8 Mar and 1 Nov 2026)', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York')).toEqual({ ok: false, reason: 'nonexistent' });
    expect(iso('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads +05:30, +05:45 and Lord Howe (a half-hour DST change)', () => {
    expect(iso('2026-07-15', '10:00', 'Asia/Kolkata')).toBe('2026-07-15T04:30:00.000Z');
    expect(iso('2026-01-15', '10:00', 'Australia/Lord_Howe')).toBe('2026-01-14T23:00:00.000Z');
    expect(iso('2026-07-15', '10:00', 'Australia/Lord_Howe')).toBe('2026-07-14T23:30:00.000Z');
    // 4 Oct 2026: 02:00 becomes 02:30, so 02:15 does not exist there.
    expect(zonedInstant('2026-10-04', '02:15', 'Australia/Lord_Howe')).toEqual({ ok: false, reason: 'nonexistent' });
  });
});

describe('local dates of instants', () => {
  it('is the date on the zone clock, not the UTC date', () => {
    const now = new Date('2026-06-30T23:30:00Z');
    expect(zonedToday('Europe/Madrid', now)).toBe('2026-07-01');
    expect(zonedToday('America/New_York', now)).toBe('2026-06-30');
    const later = new Date('2026-11-24T23:30:00Z');
    expect(zonedToday('Europe/Madrid', later)).toBe('2026-11-25');
    expect(zonedToday('America/New_York', later)).toBe('2026-11-24');
  });

  it('converts local dates and instants both ways', () => {
    expect(zonedDayStart('2027-07-01', 'Europe/Madrid')).toEqual(new Date('2027-06-30T22:00:00Z'));
    expect(zonedIsoDate(new Date('2027-06-30T22:00:00Z'), 'Europe/Madrid')).toBe('2027-07-01');
    expect(zonedIsoDate(new Date('2027-06-30T22:00:00Z'), 'UTC')).toBe('2027-06-30');
    expect(zonedIsoDate(new Date('2026-07-15T18:20:00Z'), 'Asia/Kathmandu')).toBe('2026-07-16');
    expect(zonedIsoDate(new Date('2026-07-15T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-07-15');
    expect(zonedIsoDate(new Date('2026-07-15T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-07-16');
  });

  it('reads the hour of the zone clock', () => {
    expect(zonedHour(new Date('2026-07-15T04:15:00Z'), 'Asia/Kathmandu')).toBe(10);
    expect(zonedHour(new Date('2026-03-29T01:00:00Z'), 'Europe/Madrid')).toBe(3);
    expect(zonedHour(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe(23);
  });

  it('adds calendar days across a DST change, month and year ends', () => {
    expect(shiftIsoDate('2026-03-28', 1)).toBe('2026-03-29');
    expect(shiftIsoDate('2026-10-31', 1)).toBe('2026-11-01');
    expect(shiftIsoDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftIsoDate('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('names today and tomorrow', () => {
    expect(relativeDay('2026-12-31', '2026-12-31')).toBe('Today');
    expect(relativeDay('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(relativeDay('2027-01-02', '2026-12-31')).toBeNull();
  });
});

describe('zoned calendar', () => {
  it('finds the local month of an instant and the months around it, across the year boundary', () => {
    const now = new Date('2026-12-31T23:30:00Z'); // already January 2027 in Madrid
    expect(zonedMonth(now, 'Europe/Madrid')).toEqual({
      label: '2027-01',
      start: new Date('2026-12-31T23:00:00Z'),
      end: new Date('2027-01-31T23:00:00Z'),
    });
    expect(zonedMonth(now, 'Europe/Madrid', -1)).toEqual({
      label: '2026-12',
      start: new Date('2026-11-30T23:00:00Z'),
      end: new Date('2026-12-31T23:00:00Z'),
    });
    expect(zonedMonth(now, 'UTC').label).toBe('2026-12');
    expect(zonedMonth(now, 'America/New_York').label).toBe('2026-12');
  });

  it('follows daylight saving time: March in Madrid ends at 22:00 UTC', () => {
    expect(zonedMonth(new Date('2027-03-10T12:00:00Z'), 'Europe/Madrid')).toEqual({
      label: '2027-03',
      start: new Date('2027-02-28T23:00:00Z'),
      end: new Date('2027-03-31T22:00:00Z'),
    });
  });

  it('moves forward across the year end in New York and Lord Howe', () => {
    const now = new Date('2026-12-15T12:00:00Z');
    expect(zonedMonth(now, 'America/New_York', 1)).toEqual({
      label: '2027-01',
      start: new Date('2027-01-01T05:00:00Z'),
      end: new Date('2027-02-01T05:00:00Z'),
    });
    expect(zonedMonth(now, 'Australia/Lord_Howe').start).toEqual(new Date('2026-11-30T13:00:00Z'));
  });
});
