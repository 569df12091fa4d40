import { describe, expect, it } from 'vitest';
import { computeSlots } from './compute-slots';
import { schedule, slotsFor, startsLocal, utcInterval, weeklyRules } from '@/test/availability/engine-helpers';

const madrid = 'Europe/Madrid';
const mornings = weeklyRules([['09:00', '13:00']], [1, 2, 3, 4, 5]);
// Wednesday 10 June 2026: Madrid is on +02:00, so 09:00 local is 07:00Z.
const wednesday = '2026-06-10';
const times = (slots: ReturnType<typeof slotsFor>) => startsLocal(slots).map((start) => start.slice(11, 16));

describe('computeSlots: grid and window', () => {
  it('cuts working hours into lessons every 15 minutes that end by the end of the window', () => {
    const slots = slotsFor({ teacherZone: madrid, rules: mornings, startDate: wednesday });
    expect(times(slots)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
    ]);
    expect(slots[0]).toEqual({
      startUtc: '2026-06-10T07:00:00.000Z',
      endUtc: '2026-06-10T08:00:00.000Z',
      startLocal: '2026-06-10T09:00:00+02:00',
      endLocal: '2026-06-10T10:00:00+02:00',
      isPreferred: false,
    });
  });

  it('anchors the grid at the start of the working window, not at the hour', () => {
    const rules = weeklyRules([['09:10', '10:40']], [3]);
    expect(times(slotsFor({ teacherZone: madrid, rules, startDate: wednesday }))).toEqual(['09:10', '09:25', '09:40']);
  });

  it('joins touching windows and several schedules into one working stretch', () => {
    const slots = computeSlots({
      availability: {
        timeZone: madrid,
        bufferMinutes: 0,
        schedules: [
          schedule(madrid, weeklyRules([['09:00', '09:30']], [3])),
          schedule('UTC', weeklyRules([['07:30', '08:00']], [3])), // 09:30-10:00 in Madrid
        ],
        overrides: [],
      },
      busy: [],
      durationMinutes: 60,
      window: { startDate: wednesday, endDate: wednesday, timeZone: madrid },
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(startsLocal(slots)).toEqual(['2026-06-10T09:00:00+02:00']);
  });

  it('honours the validity dates of a schedule', () => {
    const limited = computeSlots({
      availability: {
        timeZone: madrid,
        bufferMinutes: 0,
        schedules: [schedule(madrid, mornings, { validFrom: '2026-06-09', validUntil: '2026-06-10' })],
        overrides: [],
      },
      busy: [],
      durationMinutes: 240,
      window: { startDate: '2026-06-08', endDate: '2026-06-12', timeZone: madrid },
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(startsLocal(limited)).toEqual(['2026-06-09T09:00:00+02:00', '2026-06-10T09:00:00+02:00']);
  });

  it('offers nothing in the past, and nothing before now on the current day', () => {
    const slots = slotsFor({
      teacherZone: madrid,
      rules: mornings,
      startDate: '2026-06-09',
      endDate: wednesday,
      now: '2026-06-10T08:20:00Z', // 10:20 in Madrid
    });
    expect(times(slots)).toEqual(['10:30', '10:45', '11:00', '11:15', '11:30', '11:45', '12:00']);
    expect(slots.every((slot) => slot.startLocal.startsWith(wednesday))).toBe(true);
  });
});

describe('computeSlots: overrides (teacher zone)', () => {
  const week = {
    teacherZone: madrid,
    rules: mornings,
    startDate: '2026-06-08',
    endDate: '2026-06-14',
    durationMinutes: 240,
  };

  it('a closed day removes that day only', () => {
    const slots = slotsFor({
      ...week,
      overrides: [{ date: wednesday, isAvailable: false, startTime: null, endTime: null }],
    });
    expect(startsLocal(slots).map((start) => start.slice(0, 10))).toEqual([
      '2026-06-08',
      '2026-06-09',
      '2026-06-11',
      '2026-06-12',
    ]);
  });

  it('blocked hours remove those hours', () => {
    const slots = slotsFor({
      ...week,
      startDate: wednesday,
      endDate: wednesday,
      durationMinutes: 60,
      overrides: [{ date: wednesday, isAvailable: false, startTime: '10:00', endTime: '11:00' }],
    });
    expect(times(slots)).toEqual(['09:00', '11:00', '11:15', '11:30', '11:45', '12:00']);
  });

  it('extra hours open a day without rules (a Saturday)', () => {
    const slots = slotsFor({
      ...week,
      durationMinutes: 60,
      overrides: [{ date: '2026-06-13', isAvailable: true, startTime: '10:00', endTime: '11:30' }],
    });
    expect(startsLocal(slots).filter((start) => start.startsWith('2026-06-13'))).toEqual([
      '2026-06-13T10:00:00+02:00',
      '2026-06-13T10:15:00+02:00',
      '2026-06-13T10:30:00+02:00',
    ]);
  });

  it('a closed day plus extra hours replaces the hours of that day', () => {
    const slots = slotsFor({
      ...week,
      startDate: wednesday,
      endDate: wednesday,
      durationMinutes: 60,
      overrides: [
        { date: wednesday, isAvailable: false, startTime: null, endTime: null },
        { date: wednesday, isAvailable: true, startTime: '16:00', endTime: '17:00' },
      ],
    });
    expect(times(slots)).toEqual(['16:00']);
  });
});

describe('computeSlots: busy time and buffer', () => {
  const session = utcInterval('2026-06-10T08:00:00Z', '2026-06-10T09:00:00Z'); // 10:00-11:00 Madrid
  const day = { teacherZone: madrid, rules: mornings, startDate: wednesday };

  it('leaves out slots overlapping a busy interval', () => {
    expect(times(slotsFor({ ...day, busy: [session] }))).toEqual([
      '09:00',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
    ]);
  });

  it('keeps the buffer free before and after busy time, back on the grid after it', () => {
    expect(times(slotsFor({ ...day, busy: [session], bufferMinutes: 15 }))).toEqual([
      '11:15',
      '11:30',
      '11:45',
      '12:00',
    ]);
    expect(times(slotsFor({ ...day, busy: [session], bufferMinutes: 10 }))).toEqual([
      '11:15',
      '11:30',
      '11:45',
      '12:00',
    ]);
  });
});

describe('computeSlots: preferences (visitor zone)', () => {
  it('marks slots that start on a preferred day and fit the preferred hours', () => {
    const slots = slotsFor({
      teacherZone: madrid,
      visitorZone: 'America/New_York', // 09:00 Madrid is 03:00 in New York in June
      rules: mornings,
      startDate: '2026-06-09', // Tuesday
      endDate: wednesday,
      preferences: { preferredStart: '04:00', preferredEnd: '06:00', preferredDays: [3] },
    });
    const preferred = slots.filter((slot) => slot.isPreferred).map((slot) => slot.startLocal);
    expect(preferred).toEqual([
      '2026-06-10T04:00:00-04:00',
      '2026-06-10T04:15:00-04:00',
      '2026-06-10T04:30:00-04:00',
      '2026-06-10T04:45:00-04:00',
      '2026-06-10T05:00:00-04:00',
    ]);
  });

  it('marks nothing without preferences, and every day counts when only hours are given', () => {
    const base = { teacherZone: madrid, rules: mornings, startDate: '2026-06-09', endDate: wednesday };
    expect(slotsFor(base).some((slot) => slot.isPreferred)).toBe(false);
    const early = slotsFor({ ...base, preferences: { preferredEnd: '10:00' } }).filter((slot) => slot.isPreferred);
    expect(startsLocal(early)).toEqual(['2026-06-09T09:00:00+02:00', '2026-06-10T09:00:00+02:00']);
  });
});
