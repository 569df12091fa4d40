import { describe, expect, it } from 'vitest';
import { schedule, utcInterval, weeklyRules } from '@/test/availability/engine-helpers';
import { isSlotAvailable } from './is-slot-available';

const availability = {
  timeZone: 'Europe/Madrid',
  bufferMinutes: 15,
  schedules: [schedule('Europe/Madrid', weeklyRules([['09:00', '13:00']], [1, 2, 3, 4, 5]))],
  overrides: [],
};
const busy = [utcInterval('2026-06-10T08:00:00Z', '2026-06-10T09:00:00Z')]; // 10:00-11:00 Madrid
const now = new Date('2026-06-01T00:00:00Z');
const check = (startUtc: string, extra: Partial<Parameters<typeof isSlotAvailable>[0]> = {}) =>
  isSlotAvailable({ availability, busy, startUtc: new Date(startUtc), durationMinutes: 60, now, ...extra });

describe('isSlotAvailable', () => {
  it('accepts a lesson inside free working time, also off the 15-minute grid', () => {
    expect(check('2026-06-10T09:15:00Z')).toBe(true); // 11:15-12:15
    expect(check('2026-06-10T09:22:00Z')).toBe(true);
    expect(check('2026-06-10T10:00:00Z')).toBe(true); // ends 13:00 exactly
  });

  it('refuses busy time and its buffer, time outside the rules, and the past', () => {
    expect(check('2026-06-10T08:30:00Z')).toBe(false); // overlaps the session
    expect(check('2026-06-10T09:05:00Z')).toBe(false); // inside the 15-minute buffer after it
    expect(check('2026-06-10T06:45:00Z')).toBe(false); // ends 09:45, in the buffer before it
    expect(check('2026-06-10T10:15:00Z')).toBe(false); // runs past 13:00
    expect(check('2026-06-13T08:00:00Z')).toBe(false); // Saturday
    expect(check('2026-06-10T09:15:00Z', { now: new Date('2026-06-10T09:16:00Z') })).toBe(false);
  });

  it('ignores a busy interval when the caller leaves it out (e.g. the session being moved)', () => {
    expect(check('2026-06-10T08:00:00Z', { busy: [] })).toBe(true);
  });
});
