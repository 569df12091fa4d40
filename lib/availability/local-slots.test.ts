import { describe, expect, it } from 'vitest';
import { contractUrl } from '@/lib/client/contract-url';
import { ZServiceAvailabilityQuery } from './schemas';
import {
  formatInstantIn,
  formatInstantRange,
  formatLocalSlot,
  groupSlotsByLocalDay,
  slotQuery,
  slotWindow,
  type Slot,
} from './local-slots';

const slot = (startUtc: string, startLocal: string, endLocal: string, isPreferred = false): Slot => ({
  startUtc,
  endUtc: new Date(Date.parse(startUtc) + 60 * 60_000).toISOString(),
  startLocal,
  endLocal,
  isPreferred,
});

describe('groupSlotsByLocalDay', () => {
  // Europe/Madrid leaves summer time on Sunday 2026-10-25 (03:00 CEST -> 02:00 CET).
  const slots = [
    slot('2026-10-25T23:30:00Z', '2026-10-26T00:30:00+01:00', '2026-10-26T01:30:00+01:00'),
    slot('2026-10-24T22:30:00Z', '2026-10-25T00:30:00+02:00', '2026-10-25T01:30:00+02:00', true),
    slot('2026-10-25T09:00:00Z', '2026-10-25T10:00:00+01:00', '2026-10-25T11:00:00+01:00'),
    slot('2026-10-24T21:30:00Z', '2026-10-24T23:30:00+02:00', '2026-10-25T00:30:00+02:00'),
  ];

  it('groups on the local date of the start across a DST change, days and times in order', () => {
    const days = groupSlotsByLocalDay(slots);
    expect(days.map((day) => [day.date, day.label, day.slots.map((item) => item.time)])).toEqual([
      ['2026-10-24', 'Sat 24 Oct', ['23:30']],
      ['2026-10-25', 'Sun 25 Oct', ['00:30', '10:00']],
      ['2026-10-26', 'Mon 26 Oct', ['00:30']],
    ]);
  });

  it('gives each slot its accessible name and end time, keeping the preference flag', () => {
    const [saturday, sunday] = groupSlotsByLocalDay(slots);
    expect(saturday?.slots[0]).toMatchObject({ label: 'Sat 24 Oct, 23:30', endTime: '00:30' });
    expect(sunday?.slots[0]).toMatchObject({ label: 'Sun 25 Oct, 00:30', isPreferred: true });
  });

  it('an empty answer has no days', () => {
    expect(groupSlotsByLocalDay([])).toEqual([]);
  });
});

describe('dates and labels', () => {
  it('formats a local slot as written, whatever the browser zone', () => {
    expect(formatLocalSlot('2026-11-24T10:00:00-05:00')).toBe('Tue 24 Nov, 10:00');
  });

  it('makes a window of calendar days across a DST change (days: lib/core/zoned-date.test.ts)', () => {
    expect(slotWindow('2026-03-20')).toEqual({ start: '2026-03-20', end: '2026-04-02' });
  });

  it('formats an instant on a zone clock, 24-hour', () => {
    expect(formatInstantIn('2026-11-24T09:00:00Z', 'Europe/Madrid')).toBe('Tue 24 Nov, 10:00');
    expect(formatInstantIn('2026-07-01T00:05:00Z', 'America/New_York')).toBe('Tue 30 Jun, 20:05');
  });

  it('formats a session range on its zone clock, UTC for a zone the runtime cannot read', () => {
    expect(formatInstantRange('2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z', 'Europe/Madrid')).toBe(
      'Tue 24 Nov, 10:00–11:00',
    );
    expect(formatInstantRange('2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z', 'Mars/Base')).toBe(
      'Tue 24 Nov, 09:00–10:00',
    );
  });
});

describe('slotQuery', () => {
  const base = {
    serviceId: '00000000-0000-4000-8000-000000000001',
    timeZone: 'America/New_York',
    start: '2026-11-21',
    end: '2026-12-04',
  };
  /** The query string as the client sends it. */
  const slotQueryString = (query: Parameters<typeof slotQuery>[0]) =>
    contractUrl({ path: '' }, {}, slotQuery(query)).slice(1);
  const parse = (query: string) => ZServiceAvailabilityQuery.parse(Object.fromEntries(new URLSearchParams(query)));

  it('is a query the availability endpoint accepts, preferences included', () => {
    const query = slotQueryString({ ...base, preferences: { days: [5, 1, 3], from: '09:00', to: '12:00' } });
    expect(query).toContain('preferredDays=1%2C3%2C5');
    expect(parse(query)).toEqual({
      ...{ serviceId: base.serviceId, timezone: base.timeZone, start: base.start, end: base.end },
      preferredStart: '09:00',
      preferredEnd: '12:00',
      preferredDays: [1, 3, 5],
    });
  });

  it('leaves out empty preferences and an hour range the API would refuse', () => {
    const none = slotQueryString({ ...base, preferences: { days: [], from: '', to: '' } });
    expect(none).not.toContain('preferred');
    const backwards = slotQueryString({ ...base, preferences: { days: [], from: '12:00', to: '09:00' } });
    expect(backwards).not.toContain('preferred');
    expect(() => parse(backwards)).not.toThrow();
    const fromOnly = slotQueryString({ ...base, preferences: { days: [], from: '08:30', to: '' } });
    expect(parse(fromOnly).preferredStart).toBe('08:30');
  });

  it('a 14-day window is within the API limit', () => {
    const query = slotQueryString({ ...base, ...slotWindow(base.start), preferences: { days: [], from: '', to: '' } });
    expect(() => parse(query)).not.toThrow();
  });
});
