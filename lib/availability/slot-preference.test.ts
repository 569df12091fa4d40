import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '@/lib/core/time';
import { isPreferredSlot } from './slot-preference';

const monday = parseIsoDate('2026-06-08');
const clock = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return { day, minuteOfDay: h * 60 + m, offsetMinutes: 0 };
};

describe('isPreferredSlot', () => {
  it('needs the start on a preferred day and the whole lesson inside the preferred hours', () => {
    const preferences = { preferredStart: '17:00', preferredEnd: '20:00', preferredDays: [1, 3] };
    expect(isPreferredSlot(clock(monday, '17:00'), clock(monday, '18:00'), preferences)).toBe(true);
    expect(isPreferredSlot(clock(monday, '19:00'), clock(monday, '20:00'), preferences)).toBe(true);
    expect(isPreferredSlot(clock(monday, '19:30'), clock(monday, '20:30'), preferences)).toBe(false); // ends late
    expect(isPreferredSlot(clock(monday, '16:45'), clock(monday, '17:45'), preferences)).toBe(false); // starts early
    expect(isPreferredSlot(clock(monday + 1, '17:00'), clock(monday + 1, '18:00'), preferences)).toBe(false); // Tuesday
  });

  it('counts a lesson that ends after midnight as ending past 24:00', () => {
    const lateNight = { preferredStart: '22:00', preferredEnd: '24:00' };
    expect(isPreferredSlot(clock(monday, '23:00'), clock(monday + 1, '00:00'), lateNight)).toBe(true);
    expect(isPreferredSlot(clock(monday, '23:30'), clock(monday + 1, '00:30'), lateNight)).toBe(false);
  });

  it('prefers nothing when no preference is given', () => {
    expect(isPreferredSlot(clock(monday, '10:00'), clock(monday, '11:00'), {})).toBe(false);
    expect(isPreferredSlot(clock(monday, '10:00'), clock(monday, '11:00'), { preferredDays: [] })).toBe(false);
  });
});
