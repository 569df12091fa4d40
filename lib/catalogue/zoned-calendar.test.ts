import { describe, expect, it } from 'vitest';
import { knownTimeZone, zonedDayStart, zonedIsoDate, zonedMonth } from './zoned-calendar';

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

  it('converts local dates and instants both ways', () => {
    expect(zonedDayStart('2027-07-01', 'Europe/Madrid')).toEqual(new Date('2027-06-30T22:00:00Z'));
    expect(zonedIsoDate(new Date('2027-06-30T22:00:00Z'), 'Europe/Madrid')).toBe('2027-07-01');
    expect(zonedIsoDate(new Date('2027-06-30T22:00:00Z'), 'UTC')).toBe('2027-06-30');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(knownTimeZone(null)).toBe('UTC');
  });
});
