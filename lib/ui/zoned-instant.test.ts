import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedToday } from './zoned-instant';

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

describe('zonedToday', () => {
  it('is the date on the zone clock, not the UTC date', () => {
    const now = new Date('2026-06-30T23:30:00Z');
    expect(zonedToday('Europe/Madrid', now)).toBe('2026-07-01');
    expect(zonedToday('America/New_York', now)).toBe('2026-06-30');
  });
});
