import { describe, expect, it } from 'vitest';
import { practiceStreak, weekStartOf, weeklyTotals } from './practice-days';

describe('practice days', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
  });

  it('totals minutes per week, zero weeks included, entries outside the range ignored', () => {
    const totals = weeklyTotals(
      [
        { practisedOn: '2026-11-16', minutes: 20 },
        { practisedOn: '2026-11-22', minutes: 10 },
        { practisedOn: '2026-11-28', minutes: 15 },
        { practisedOn: '2026-10-01', minutes: 99 },
      ],
      '2026-11-09',
      '2026-11-28',
    );
    expect(totals).toEqual([
      { weekStart: '2026-11-09', minutes: 0 },
      { weekStart: '2026-11-16', minutes: 30 },
      { weekStart: '2026-11-23', minutes: 15 },
    ]);
  });

  it('counts the streak from today, or from yesterday while today has no practice yet', () => {
    const days = new Set(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(practiceStreak(days, '2026-11-28')).toBe(3);
    expect(practiceStreak(new Set([...days, '2026-11-28']), '2026-11-28')).toBe(4);
    expect(practiceStreak(days, '2026-11-29')).toBe(0);
    expect(practiceStreak(new Set(), '2026-11-29')).toBe(0);
  });
});
