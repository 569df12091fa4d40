import { describe, expect, it } from 'vitest';
import { agendaWindow, dayWindow, monthWindow, weekWindow } from './calendar-windows';

const hour = 3_600_000;
const iso = (instant: number) => new Date(instant).toISOString();

describe('weekWindow', () => {
  it('runs Monday to Monday between local midnights, 167 hours in the spring-forward week', () => {
    const week = weekWindow({ date: '2027-03-28', zone: 'Europe/Madrid', now: new Date() });
    expect(week.weekStart).toBe('2027-03-22');
    expect(week.dates).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
    ]);
    expect(iso(week.start)).toBe('2027-03-21T23:00:00.000Z');
    expect(iso(week.end)).toBe('2027-03-28T22:00:00.000Z');
    expect((week.end - week.start) / hour).toBe(167);
  });

  it('is 169 hours long in the fall-back week', () => {
    const week = weekWindow({ date: '2027-10-25', zone: 'Europe/Madrid', now: new Date() });
    expect(week.weekStart).toBe('2027-10-25');
    expect((week.end - week.start) / hour).toBe(169);
  });

  it('defaults to the week of today in the zone, not in UTC', () => {
    // Sunday 7 March 2027 23:30 UTC is already Monday 8 March in Madrid.
    const week = weekWindow({ zone: 'Europe/Madrid', now: new Date('2027-03-07T23:30:00Z') });
    expect(week.weekStart).toBe('2027-03-08');
  });
});

describe('agendaWindow', () => {
  it('reads a date as its local midnight and ends at the end of the last local day', () => {
    const window = agendaWindow({ from: '2027-03-27', days: 2, zone: 'Europe/Madrid', now: new Date() });
    expect(iso(window.start)).toBe('2027-03-26T23:00:00.000Z');
    expect(iso(window.end)).toBe('2027-03-28T22:00:00.000Z'); // midnight CEST after the change
  });

  it('starts at now by default; one day is the rest of today', () => {
    const now = new Date('2027-03-01T15:00:00Z');
    const window = agendaWindow({ days: 1, zone: 'Europe/Madrid', now });
    expect(window).toEqual({ start: now.getTime(), end: Date.parse('2027-03-01T23:00:00Z') });
  });
});

describe('dayWindow', () => {
  it('runs between two local midnights: 23 hours on the spring-forward day', () => {
    const day = dayWindow({ date: '2027-03-28', zone: 'Europe/Madrid', now: new Date() });
    expect(day.dates).toEqual(['2027-03-28']);
    expect(iso(day.start)).toBe('2027-03-27T23:00:00.000Z');
    expect((day.end - day.start) / hour).toBe(23);
  });

  it('defaults to today in the zone', () => {
    const day = dayWindow({ zone: 'Europe/Madrid', now: new Date('2027-03-07T23:30:00Z') });
    expect(day.dates).toEqual(['2027-03-08']);
  });
});

describe('monthWindow', () => {
  it('covers the month with whole Monday-first weeks', () => {
    // March 2027 starts on a Monday and ends on a Wednesday: 5 weeks, to Sunday 4 April.
    const march = monthWindow({ date: '2027-03-17', zone: 'Europe/Madrid', now: new Date() });
    expect(march.month).toBe('2027-03');
    expect(march.dates).toHaveLength(35);
    expect([march.dates[0], march.dates.at(-1)]).toEqual(['2027-03-01', '2027-04-04']);
    expect(iso(march.start)).toBe('2027-02-28T23:00:00.000Z');
    expect(iso(march.end)).toBe('2027-04-04T22:00:00.000Z');
    // August 2027 starts on a Sunday: six weeks from Monday 26 July.
    const august = monthWindow({ date: '2027-08-01', zone: 'Europe/Madrid', now: new Date() });
    expect([august.dates[0], august.dates.length]).toEqual(['2027-07-26', 42]);
    const december = monthWindow({ date: '2027-12-31', zone: 'UTC', now: new Date() });
    expect(december.dates.at(-1)).toBe('2028-01-02');
  });

  it('defaults to this month in the zone, not in UTC', () => {
    const month = monthWindow({ zone: 'Europe/Madrid', now: new Date('2027-03-31T22:30:00Z') });
    expect(month.month).toBe('2027-04');
  });
});
