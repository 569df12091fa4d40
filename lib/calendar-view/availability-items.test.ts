import { describe, expect, it } from 'vitest';
import type { TeacherAvailability } from '@/lib/availability/engine-types';
import { availabilityItems, closedDayItems } from './availability-items';

const zone = 'Europe/Madrid';
const window = { start: Date.parse('2027-03-01T00:00:00+01:00'), end: Date.parse('2027-03-04T00:00:00+01:00') };

const availability = (overrides: TeacherAvailability['overrides'] = []): TeacherAvailability => ({
  timeZone: zone,
  bufferMinutes: 0,
  // Evenings into the night: Monday 20:00-24:00 joins Tuesday 00:00-02:00 in the engine.
  schedules: [
    {
      timeZone: zone,
      validFrom: null,
      validUntil: null,
      rules: [
        { weekday: 1, startTime: '20:00', endTime: '24:00' },
        { weekday: 2, startTime: '00:00', endTime: '02:00' },
      ],
    },
  ],
  overrides,
});

describe('availabilityItems', () => {
  it('cuts open hours at local midnight so each piece lies in one day', () => {
    const items = availabilityItems(availability(), window);
    expect(items.map((item) => [item.startsAtLocal, item.endsAtLocal])).toEqual([
      ['2027-03-01T20:00:00+01:00', '2027-03-02T00:00:00+01:00'],
      ['2027-03-02T00:00:00+01:00', '2027-03-02T02:00:00+01:00'],
    ]);
  });
});

describe('closedDayItems', () => {
  it('lists whole closed days, not blocked hours nor days reopened by an opening', () => {
    const items = closedDayItems(
      availability([
        { date: '2027-03-01', startTime: null, endTime: null, isAvailable: false },
        { date: '2027-03-02', startTime: '10:00', endTime: '11:00', isAvailable: false },
        { date: '2027-03-03', startTime: null, endTime: null, isAvailable: false },
        { date: '2027-03-03', startTime: '16:00', endTime: '17:00', isAvailable: true },
        { date: '2027-03-09', startTime: null, endTime: null, isAvailable: false },
      ]),
      window,
    );
    expect(items.map((item) => item.id)).toEqual(['closed:2027-03-01']);
  });
});
