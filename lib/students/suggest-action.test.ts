import { describe, expect, it } from 'vitest';
import { suggestAction, type SuggestActionFacts } from './suggest-action';

const now = new Date('2031-06-15T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(now.getTime() + days * day);

/** A student no rule applies to: active, credits, a session booked, last one yesterday. */
const calm: SuggestActionFacts = {
  status: 'active',
  availableCredits: 5,
  activeEnrollments: 1,
  creditsExpireAt: at(60),
  nextSessionAt: at(2),
  lastSessionAt: at(-1),
  pendingTrials: 0,
};
const suggest = (facts: Partial<SuggestActionFacts>) => suggestAction({ ...calm, ...facts }, now)?.type ?? null;

describe('suggestAction rules', () => {
  it('suggests nothing when no rule applies', () => {
    expect(suggestAction(calm, now)).toBeNull();
  });

  it('high: credits about to expire when a package with credits expires in under 7 days', () => {
    expect(suggestAction({ ...calm, creditsExpireAt: at(6.9) }, now)).toEqual({
      type: 'credits_expiring',
      priority: 'high',
      label: 'credits about to expire',
    });
    expect(suggest({ creditsExpireAt: at(7) })).toBeNull();
    expect(suggest({ creditsExpireAt: at(-1) })).toBeNull();
    expect(suggest({ creditsExpireAt: at(3), availableCredits: 0, nextSessionAt: null })).toBeNull();
  });

  it('high: low credits with 1 or 2 credits left and enrollments', () => {
    expect(suggestAction({ ...calm, availableCredits: 2 }, now)).toEqual({
      type: 'low_credits',
      priority: 'high',
      label: 'low credits',
    });
    expect(suggest({ availableCredits: 1 })).toBe('low_credits');
    expect(suggest({ availableCredits: 3 })).toBeNull();
    expect(suggest({ availableCredits: 2, activeEnrollments: 0 })).toBeNull();
  });

  it('medium: no next session for an active student with credits and nothing booked', () => {
    expect(suggestAction({ ...calm, nextSessionAt: null }, now)).toEqual({
      type: 'no_next_session',
      priority: 'medium',
      label: 'no next session',
    });
    expect(suggest({ nextSessionAt: at(-0.1) })).toBe('no_next_session');
    expect(suggest({ nextSessionAt: null, status: 'inactive' })).toBeNull();
    expect(suggest({ nextSessionAt: null, availableCredits: 0 })).toBeNull();
  });

  it('low: inactive when the last session is more than 14 days ago and nothing is booked', () => {
    const facts = { availableCredits: 0, nextSessionAt: null, lastSessionAt: at(-15) };
    expect(suggestAction({ ...calm, ...facts }, now)).toEqual({ type: 'inactive', priority: 'low', label: 'inactive' });
    expect(suggest({ ...facts, lastSessionAt: at(-14) })).toBeNull();
    expect(suggest({ ...facts, lastSessionAt: null })).toBeNull();
    expect(suggest({ ...facts, nextSessionAt: at(1) })).toBeNull();
  });

  it('medium: pending trial when a trial request awaits the teacher (as the sessions page counts them)', () => {
    const trial = { status: 'trial' as const, availableCredits: 0, activeEnrollments: 0, lastSessionAt: null };
    // The request is itself the next session (awaiting confirmation).
    expect(suggestAction({ ...calm, ...trial, nextSessionAt: at(3), pendingTrials: 1 }, now)).toEqual({
      type: 'pending_trial',
      priority: 'medium',
      label: 'pending trial',
    });
    expect(suggest({ ...trial, status: 'inactive', nextSessionAt: at(3), pendingTrials: 1 })).toBe('pending_trial');
    // No session at all, or a confirmed trial: nothing waits.
    expect(suggest({ ...trial, nextSessionAt: null })).toBeNull();
    expect(suggest({ ...trial, nextSessionAt: at(1) })).toBeNull();
  });
});

describe('suggestAction order: the first matching rule wins', () => {
  it('credits about to expire before low credits', () => {
    expect(suggest({ creditsExpireAt: at(2), availableCredits: 2 })).toBe('credits_expiring');
  });

  it('low credits before no next session', () => {
    expect(suggest({ availableCredits: 1, nextSessionAt: null })).toBe('low_credits');
  });

  it('no next session before inactive', () => {
    expect(suggest({ nextSessionAt: null, lastSessionAt: at(-30) })).toBe('no_next_session');
  });

  it('inactive before pending trial', () => {
    expect(
      suggest({
        status: 'trial',
        availableCredits: 0,
        activeEnrollments: 0,
        nextSessionAt: null,
        lastSessionAt: at(-30),
        pendingTrials: 1,
      }),
    ).toBe('inactive');
  });
});
