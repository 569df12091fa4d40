import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import english from '@/messages/en/portal.json';
import {
  describeOutcome as describe_,
  type DescribeOutcomeInput,
  type TCreditChange,
  type TPolicyOutcome,
} from './describe-outcome';

// In English, from the catalogue (the dialogs pass the reader's translator).
const t = createTranslator({ locale: 'en', messages: { portal: english }, namespace: 'portal.outcome' });
const describeOutcome = (input: DescribeOutcomeInput) =>
  describe_(input, (key, values) => t(key as never, values as never));

const outcome = (overrides: Partial<TPolicyOutcome> = {}): TPolicyOutcome => ({
  allowed: true,
  action: 'allow_free',
  penaltyPercent: 0,
  creditEffect: 'return',
  makeupValidDays: null,
  reason: 'No rule of the policy applies',
  ...overrides,
});

const credits = (remainingAfter: number): TCreditChange => ({
  enrollmentId: '00000000-0000-4000-8000-000000000001',
  remainingBefore: remainingAfter - 1,
  remainingAfter,
  forfeitedAfter: 0,
});

describe('describeOutcome: cancel', () => {
  it('a free cancellation returns the credit and says how many are left after it', () => {
    const described = describeOutcome({ kind: 'cancel', outcome: outcome(), credits: credits(3) });
    expect(described).toEqual({
      tone: 'success',
      title: 'Free cancellation: your session credit is returned (3 sessions left after this)',
      detail: null,
      canConfirm: true,
    });
  });

  it('speaks in the past tense once done, and in the singular for one session', () => {
    const described = describeOutcome({ kind: 'cancel', outcome: outcome(), credits: credits(1), tense: 'done' });
    expect(described.title).toBe('Cancelled free of charge: your session credit was returned (1 session left)');
  });

  it('without an enrollment credit (a trial) it only says the cancellation is free', () => {
    expect(describeOutcome({ kind: 'cancel', outcome: outcome(), credits: null }).title).toBe('Free cancellation');
  });

  it('a late cancellation forfeits the session and keeps the rule description as detail', () => {
    const described = describeOutcome({
      kind: 'cancel',
      outcome: outcome({ action: 'forfeit', creditEffect: 'forfeit', penaltyPercent: 100, reason: 'Less than 24 h' }),
      credits: credits(2),
    });
    expect(described).toMatchObject({
      tone: 'warning',
      title: 'Late cancellation: the session is forfeited (2 sessions left after this)',
      detail: 'Less than 24 h',
      canConfirm: true,
    });
  });

  it('a partial penalty names the percentage kept', () => {
    const described = describeOutcome({
      kind: 'cancel',
      outcome: outcome({ action: 'partial_penalty', creditEffect: 'partial', penaltyPercent: 50 }),
      credits: null,
    });
    expect(described.title).toBe("Late cancellation: 50% of the session's price is kept and the session is used up");
  });

  it('a blocked cancellation gives the reason and cannot be confirmed', () => {
    const described = describeOutcome({
      kind: 'cancel',
      outcome: outcome({ allowed: false, action: 'block', reason: 'Cancel at least 48 hours ahead' }),
      credits: credits(3),
    });
    expect(described).toEqual({
      tone: 'danger',
      title: 'This session can no longer be cancelled online: Cancel at least 48 hours ahead',
      detail: null,
      canConfirm: false,
    });
  });
});

describe('describeOutcome: reschedule', () => {
  it('a free reschedule to a free time can be confirmed', () => {
    const described = describeOutcome({
      kind: 'reschedule',
      outcome: outcome({ reason: 'Rescheduling is free' }),
      slotAvailable: true,
    });
    expect(described).toMatchObject({ tone: 'success', canConfirm: true, detail: null });
    expect(described.title).toMatch(/^Free reschedule/);
  });

  it('a time that is no longer free cannot be confirmed, whatever the policy says', () => {
    const described = describeOutcome({ kind: 'reschedule', outcome: outcome(), slotAvailable: false });
    expect(described).toMatchObject({ tone: 'danger', canConfirm: false });
    expect(described.title).toBe('This time is no longer free: choose another one');
  });

  it('the policy limit comes first and is given as the reason', () => {
    const described = describeOutcome({
      kind: 'reschedule',
      outcome: outcome({ allowed: false, action: 'block', reason: 'At most 2 reschedules are allowed' }),
      slotAvailable: false,
    });
    expect(described.title).toBe('This session can no longer be rescheduled online: At most 2 reschedules are allowed');
    expect(described.canConfirm).toBe(false);
  });

  it('once done it says the session moved', () => {
    const described = describeOutcome({ kind: 'reschedule', outcome: outcome(), tense: 'done' });
    expect(described.title).toBe('Rescheduled free of charge: your session moved to the new time');
  });
});

describe('describeOutcome: make-up credit (monthly tuition)', () => {
  it('says a make-up credit is given, and for how long', () => {
    const makeup = outcome({ action: 'makeup_credit', creditEffect: 'makeup', makeupValidDays: 30 });
    expect(describeOutcome({ kind: 'cancel', outcome: makeup, credits: null })).toMatchObject({
      tone: 'success',
      title: 'Cancelled with notice: you get a make-up credit to book another lesson within 30 days',
      canConfirm: true,
    });
  });
});
