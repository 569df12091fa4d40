import { describe, expect, it } from 'vitest';
import { computeSlots } from './compute-slots';
import { schedule, weeklyRules } from '@/test/availability/engine-helpers';
import type { Interval } from './engine-types';
import { isSlotAvailable } from './is-slot-available';

/** mulberry32: a tiny seeded generator, so a failure reproduces with its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const zones = ['Europe/Madrid', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Asia/Kolkata'];
const minute = 60_000;

describe('computeSlots invariants over random busy days (seeded)', () => {
  it.each(Array.from({ length: 25 }, (_, index) => index + 1))('seed %i', (seed) => {
    const next = random(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const teacherZone = pick(zones);
    const windowStart = Date.UTC(2026, 2, 20); // spans Madrid's March change and Lord Howe's April one
    const busy: Interval[] = Array.from({ length: 30 }, () => {
      const start = windowStart + Math.floor(next() * 20 * 24 * 4) * 15 * minute;
      return { start, end: start + (30 + Math.floor(next() * 4) * 15) * minute };
    });
    const availability = {
      timeZone: teacherZone,
      bufferMinutes: pick([0, 5, 10, 15]),
      schedules: [
        schedule(
          teacherZone,
          weeklyRules([
            ['08:00', '12:30'],
            ['14:00', '19:00'],
          ]),
        ),
      ],
      overrides: [],
    };
    const durationMinutes = pick([30, 45, 60, 90]);
    const now = new Date(windowStart + 3 * 24 * 60 * minute + 7 * minute);
    const slots = computeSlots({
      availability,
      busy,
      durationMinutes,
      window: { startDate: '2026-03-20', endDate: '2026-04-08', timeZone: pick(zones) },
      now,
    });
    expect(slots.length).toBeGreaterThan(0);
    const buffer = availability.bufferMinutes * minute;
    let previous = -Infinity;
    for (const slot of slots) {
      const start = Date.parse(slot.startUtc);
      const end = Date.parse(slot.endUtc);
      expect(start).toBeGreaterThan(previous); // sorted, no repeats
      expect(start).toBeGreaterThanOrEqual(now.getTime());
      expect(end - start).toBe(durationMinutes * minute);
      expect(Date.parse(slot.startLocal)).toBe(start); // the local form names the same instant
      expect(busy.some((b) => start < b.end + buffer && end > b.start - buffer)).toBe(false);
      expect(isSlotAvailable({ availability, busy, startUtc: new Date(start), durationMinutes, now })).toBe(true);
      previous = start;
    }
  });
});
