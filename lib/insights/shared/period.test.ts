import { describe, expect, it } from 'vitest';
import { changePercent, resolvePeriod } from './period';

describe('resolvePeriod', () => {
  it('covers the last N local days, today included, and the N days before', () => {
    const period = resolvePeriod({ days: 30, now: new Date('2027-03-15T10:00:00Z'), timezone: 'UTC' });
    expect(period.current).toEqual({ start: new Date('2027-02-14T00:00:00Z'), end: new Date('2027-03-16T00:00:00Z') });
    expect(period.previous).toEqual({ start: new Date('2027-01-15T00:00:00Z'), end: new Date('2027-02-14T00:00:00Z') });
  });

  it('uses local midnights of the zone (Pacific/Auckland, across the April DST end)', () => {
    // 2027-04-10 09:00 UTC is 21:00 NZST on 10 April; DST ended on 4 April (+13 -> +12).
    const period = resolvePeriod({ days: 30, now: new Date('2027-04-10T09:00:00Z'), timezone: 'Pacific/Auckland' });
    expect(period.current.end).toEqual(new Date('2027-04-10T12:00:00Z')); // 11 April 00:00 +12
    expect(period.current.start).toEqual(new Date('2027-03-11T11:00:00Z')); // 12 March 00:00 +13
    expect(period.previous.start).toEqual(new Date('2027-02-09T11:00:00Z')); // 10 February 00:00 +13
  });

  it('refuses a non-positive length', () => {
    expect(() => resolvePeriod({ days: 0, timezone: 'UTC' })).toThrow(RangeError);
  });
});

describe('changePercent', () => {
  it('rounds to one decimal', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
  });
  it('is null when the previous value is 0', () => {
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });
});
