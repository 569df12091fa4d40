import { describe, expect, it } from 'vitest';
import { remainingCredits } from './remaining-credits';

describe('remainingCredits', () => {
  it('is the total less completed, scheduled and forfeited sessions', () => {
    expect(
      remainingCredits({ sessionsTotal: 10, sessionsCompleted: 3, sessionsScheduled: 2, sessionsForfeited: 1 }),
    ).toBe(4);
  });

  it('counts a missing sum (a group without rows) as zero', () => {
    expect(
      remainingCredits({ sessionsTotal: 5, sessionsCompleted: null, sessionsScheduled: null, sessionsForfeited: 0 }),
    ).toBe(5);
  });
});
