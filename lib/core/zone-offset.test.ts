import { tzOffset } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from './zone-offset';

const minuteMs = 60_000;
// DST of an hour and of half an hour, no DST, odd offsets, the southern hemisphere, a pre-1972 offset in seconds.
const zones = [
  'Europe/Madrid',
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/Santiago',
  'UTC',
  'Africa/Monrovia',
];

describe('zoneOffsetMinutes', () => {
  it('answers what the runtime answers for every instant, across clock changes, remembered or not', () => {
    const from = Date.UTC(2025, 0, 1);
    const to = Date.UTC(2026, 11, 31);
    const wrong: string[] = [];
    for (const zone of zones) {
      // Twice: the first pass fills the memory, the second reads from it.
      for (let pass = 0; pass < 2; pass++) {
        for (let instant = from; instant < to; instant += 37 * minuteMs) {
          if (zoneOffsetMinutes(zone, instant) !== tzOffset(zone, new Date(instant)))
            wrong.push(`${zone} ${new Date(instant).toISOString()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is exact on the millisecond either side of a change', () => {
    const madridSpring = Date.UTC(2026, 2, 29, 1); // 02:00 CET -> 03:00 CEST
    const lordHoweAutumn = Date.UTC(2026, 3, 4, 15); // 02:00 +11 -> 01:30 +10:30
    const monrovia1972 = Date.UTC(1972, 0, 7, 0, 44, 30); // -00:44:30 -> GMT
    for (const [zone, change] of [
      ['Europe/Madrid', madridSpring],
      ['Australia/Lord_Howe', lordHoweAutumn],
      ['Africa/Monrovia', monrovia1972],
    ] as const) {
      for (const instant of [change - 1, change, change + 1, change - 30 * minuteMs, change + 30 * minuteMs]) {
        expect(zoneOffsetMinutes(zone, instant)).toBe(tzOffset(zone, new Date(instant)));
      }
    }
    expect(zoneOffsetMinutes('Europe/Madrid', madridSpring - 1)).toBe(60);
    expect(zoneOffsetMinutes('Europe/Madrid', madridSpring)).toBe(120);
  });

  it('answers NaN for a zone the runtime cannot read, and remembers nothing for it', () => {
    expect(zoneOffsetMinutes('Not/AZone', Date.UTC(2026, 0, 1))).toBeNaN();
    expect(zoneOffsetMinutes('Not/AZone', Date.UTC(2026, 0, 1))).toBeNaN();
  });
});
