import { describe, expect, it } from 'vitest';
import { utcToWallTime } from '@/lib/core/time';
import { planOccurrences, seriesAnchor, shiftWallClock, wallClockShift } from './plan-occurrences';

const madrid = 'Europe/Madrid';
const clock = (at: Date) => {
  const { minuteOfDay } = utcToWallTime(at.getTime(), madrid);
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
};

describe('planOccurrences', () => {
  it('keeps 16:00 in Madrid across the October change: the UTC hour moves from 14 to 15', () => {
    // Tuesday 13 October 2026, 16:00 CEST (UTC+2); clocks go back on Sunday 25 October.
    const starts = planOccurrences({
      firstStartUtc: new Date('2026-10-13T14:00:00Z'),
      zone: madrid,
      frequency: 'weekly',
      count: 7,
    });
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2026-10-13T14:00:00.000Z',
      '2026-10-20T14:00:00.000Z',
      '2026-10-27T15:00:00.000Z',
      '2026-11-03T15:00:00.000Z',
      '2026-11-10T15:00:00.000Z',
      '2026-11-17T15:00:00.000Z',
      '2026-11-24T15:00:00.000Z',
    ]);
    expect(new Set(starts.map(clock))).toEqual(new Set(['16:00']));
    expect(new Set(starts.map((start) => seriesAnchor(start, madrid).weekday))).toEqual(new Set([2]));
  });

  it('keeps 16:00 across the March change, fortnightly: the UTC hour moves from 15 to 14', () => {
    const starts = planOccurrences({
      firstStartUtc: new Date('2027-03-16T15:00:00Z'),
      zone: madrid,
      frequency: 'fortnightly',
      count: 3,
    });
    expect(starts.map((start) => start.toISOString())).toEqual([
      '2027-03-16T15:00:00.000Z',
      '2027-03-30T14:00:00.000Z',
      '2027-04-13T14:00:00.000Z',
    ]);
    expect(starts.map(clock)).toEqual(['16:00', '16:00', '16:00']);
  });

  it('describes the first lesson on the zone clock', () => {
    expect(seriesAnchor(new Date('2027-03-16T15:00:00Z'), madrid)).toEqual({
      date: '2027-03-16',
      localTime: '16:00',
      weekday: 2,
    });
  });
});

describe('wall-clock shifts', () => {
  it('moving Tuesday 16:00 to Thursday 17:30 moves a lesson after the change to Thursday 17:30 too', () => {
    const from = new Date('2027-03-16T15:00:00Z'); // Tue 16:00 CET
    const to = new Date('2027-03-18T16:30:00Z'); // Thu 17:30 CET
    const shift = wallClockShift(from, to, madrid);
    expect(shift).toEqual({ days: 2, minutes: 90 });
    const later = shiftWallClock(new Date('2027-03-30T14:00:00Z'), madrid, shift); // Tue 16:00 CEST
    expect(later.toISOString()).toBe('2027-04-01T15:30:00.000Z');
    expect(clock(later)).toBe('17:30');
  });

  it('carries minutes over midnight', () => {
    const late = shiftWallClock(new Date('2027-01-05T22:00:00Z'), madrid, { days: 0, minutes: 90 }); // 23:00 + 1:30
    expect(late.toISOString()).toBe('2027-01-05T23:30:00.000Z');
    expect(seriesAnchor(late, madrid)).toMatchObject({ date: '2027-01-06', localTime: '00:30' });
  });
});
