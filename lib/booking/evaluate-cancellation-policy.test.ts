import { describe, expect, it } from 'vitest';
import { evaluateCancellationPolicy, type PolicyEvaluationInput } from './evaluate-cancellation-policy';
import { policyPresets } from './policies/presets';
import type { EvaluablePolicy, PolicyRule, RuleCondition } from './policies/policy-types';

/** A rule on hours_before_session >= `value` (0 unless given) unless the condition is given whole. */
const rule = ({ value = 0, ...overrides }: Partial<PolicyRule> & { value?: number }): PolicyRule => ({
  condition: { field: 'hours_before_session', operator: 'gte', value },
  action: 'full_refund',
  penaltyPercent: null,
  description: null,
  ...overrides,
});

const policy = (overrides: Partial<EvaluablePolicy> = {}): EvaluablePolicy => ({
  rules: [],
  maxReschedules: null,
  minHoursBefore: null,
  noShowAction: 'forfeit',
  noShowPenaltyPercent: null,
  ...overrides,
});

const facts = { hoursBeforeSession: 10, sessionsCompleted: 3, sessionsRemaining: 5, rescheduleCount: 1 };
const evaluate = (input: Partial<PolicyEvaluationInput>) =>
  evaluateCancellationPolicy({ policy: null, kind: 'cancel', ...facts, ...input });

/** One forfeit rule on the field; a fall-through outcome (allow_free) when it does not match. */
const single = (field: RuleCondition['field'], operator: RuleCondition['operator'], value: number) =>
  policy({ rules: [rule({ condition: { field, operator, value }, action: 'forfeit' })] });

describe('evaluateCancellationPolicy: conditions and operators (cancel)', () => {
  it.each([
    // field, operator, value, the input fact, matches?
    ['hours_before_session', 'lt', 24, { hoursBeforeSession: 23.9 }, true],
    ['hours_before_session', 'lt', 24, { hoursBeforeSession: 24 }, false],
    ['hours_before_session', 'lte', 24, { hoursBeforeSession: 24 }, true],
    ['hours_before_session', 'lte', 24, { hoursBeforeSession: 24.1 }, false],
    ['hours_before_session', 'gt', 24, { hoursBeforeSession: 24.1 }, true],
    ['hours_before_session', 'gt', 24, { hoursBeforeSession: 24 }, false],
    ['hours_before_session', 'gte', 24, { hoursBeforeSession: 24 }, true],
    ['hours_before_session', 'gte', 24, { hoursBeforeSession: 23.9 }, false],
    ['hours_before_session', 'eq', 0, { hoursBeforeSession: 0 }, true],
    ['hours_before_session', 'eq', 0, { hoursBeforeSession: 0.5 }, false],
    ['sessions_completed', 'gte', 4, { sessionsCompleted: 4 }, true],
    ['sessions_completed', 'gte', 4, { sessionsCompleted: 3 }, false],
    ['sessions_remaining', 'lte', 1, { sessionsRemaining: 1 }, true],
    ['sessions_remaining', 'lte', 1, { sessionsRemaining: 2 }, false],
    ['reschedule_count', 'eq', 2, { rescheduleCount: 2 }, true],
    ['reschedule_count', 'eq', 2, { rescheduleCount: 1 }, false],
  ] as const)('%s %s %d with %o matches: %s', (field, operator, value, fact, expected) => {
    const outcome = evaluate({ policy: single(field, operator, value), ...fact });
    expect(outcome.action).toBe(expected ? 'forfeit' : 'allow_free');
  });

  it('reads each condition from its own fact, not from another one', () => {
    // sessions_completed = 3 but sessions_remaining = 5: a rule on remaining >= 5 matches, on completed >= 5 does not.
    expect(evaluate({ policy: single('sessions_remaining', 'gte', 5) }).action).toBe('forfeit');
    expect(evaluate({ policy: single('sessions_completed', 'gte', 5) }).action).toBe('allow_free');
    expect(evaluate({ policy: single('reschedule_count', 'gte', 5) }).action).toBe('allow_free');
    expect(evaluate({ policy: single('hours_before_session', 'gte', 5) }).action).toBe('forfeit');
  });
});

describe('evaluateCancellationPolicy: actions (cancel)', () => {
  it.each([
    ['full_refund', null, { allowed: true, action: 'full_refund', penaltyPercent: 0, creditEffect: 'return' }],
    ['allow_free', null, { allowed: true, action: 'allow_free', penaltyPercent: 0, creditEffect: 'return' }],
    ['partial_penalty', 30, { allowed: true, action: 'partial_penalty', penaltyPercent: 30, creditEffect: 'partial' }],
    ['forfeit', null, { allowed: true, action: 'forfeit', penaltyPercent: 100, creditEffect: 'forfeit' }],
    ['block', null, { allowed: false, action: 'block', penaltyPercent: 0, creditEffect: 'return' }],
  ] as const)('%s', (action, penaltyPercent, expected) => {
    const outcome = evaluate({
      policy: policy({ rules: [rule({ action, penaltyPercent, description: 'the rule' })] }),
    });
    expect(outcome).toEqual({ ...expected, makeupValidDays: null, reason: 'the rule' });
  });

  it('the first matching rule wins, in order', () => {
    const rules = [
      rule({ value: 48, action: 'full_refund' }),
      rule({ value: 5, action: 'partial_penalty', penaltyPercent: 40 }),
      rule({ value: 0, action: 'forfeit' }),
    ];
    expect(evaluate({ policy: policy({ rules }), hoursBeforeSession: 50 }).action).toBe('full_refund');
    expect(evaluate({ policy: policy({ rules }), hoursBeforeSession: 10 }).penaltyPercent).toBe(40);
    expect(evaluate({ policy: policy({ rules }), hoursBeforeSession: 1 }).action).toBe('forfeit');
    expect(evaluate({ policy: policy({ rules: [...rules].reverse() }), hoursBeforeSession: 50 }).action).toBe(
      'forfeit',
    );
  });

  it('no matching rule, or no policy at all, cancels free', () => {
    expect(evaluate({ policy: single('hours_before_session', 'gt', 100) })).toMatchObject({
      allowed: true,
      action: 'allow_free',
      creditEffect: 'return',
    });
    expect(evaluate({ policy: null })).toMatchObject({ allowed: true, action: 'allow_free', creditEffect: 'return' });
  });

  it('a rule without description explains itself by its condition', () => {
    expect(evaluate({ policy: single('hours_before_session', 'lt', 24) }).reason).toBe('hours_before_session < 24');
  });
});

describe('evaluateCancellationPolicy: reschedule', () => {
  const reschedule = (overrides: Partial<PolicyEvaluationInput>) => evaluate({ kind: 'reschedule', ...overrides });

  it('refuses once maxReschedules is reached, allows below it', () => {
    expect(reschedule({ policy: policy({ maxReschedules: 2 }), rescheduleCount: 2 }).allowed).toBe(false);
    expect(reschedule({ policy: policy({ maxReschedules: 2 }), rescheduleCount: 1 }).allowed).toBe(true);
    expect(reschedule({ policy: policy({ maxReschedules: 0 }), rescheduleCount: 0 }).allowed).toBe(false);
  });

  it('refuses under minHoursBefore, allows at it', () => {
    expect(reschedule({ policy: policy({ minHoursBefore: 12 }), hoursBeforeSession: 11.9 }).allowed).toBe(false);
    expect(reschedule({ policy: policy({ minHoursBefore: 12 }), hoursBeforeSession: 12 }).allowed).toBe(true);
  });

  it('a matching block rule refuses; any other matching rule leaves it free', () => {
    expect(reschedule({ policy: single('reschedule_count', 'gte', 1) })).toMatchObject({
      allowed: true,
      action: 'allow_free',
    });
    const blocking = policy({
      rules: [rule({ condition: { field: 'reschedule_count', operator: 'gte', value: 1 }, action: 'block' })],
    });
    expect(reschedule({ policy: blocking })).toMatchObject({ allowed: false, action: 'block' });
  });

  it('is free without a policy or limits', () => {
    expect(reschedule({ policy: null, rescheduleCount: 50 })).toMatchObject({
      allowed: true,
      creditEffect: 'return',
      penaltyPercent: 0,
    });
  });
});

describe('evaluateCancellationPolicy: no-show', () => {
  it('forfeit policy forfeits the credit', () => {
    expect(evaluate({ kind: 'no_show', policy: policy({ noShowAction: 'forfeit' }) })).toMatchObject({
      allowed: true,
      action: 'forfeit',
      penaltyPercent: 100,
      creditEffect: 'forfeit',
    });
  });

  it('partial_penalty policy keeps its percent', () => {
    const outcome = evaluate({
      kind: 'no_show',
      policy: policy({ noShowAction: 'partial_penalty', noShowPenaltyPercent: 50 }),
    });
    expect(outcome).toMatchObject({
      allowed: true,
      action: 'partial_penalty',
      penaltyPercent: 50,
      creditEffect: 'partial',
    });
  });

  it('ignores the cancellation rules, and forfeits without a policy', () => {
    const freeRules = policy({ rules: [rule({ action: 'allow_free' })] });
    expect(evaluate({ kind: 'no_show', policy: freeRules }).action).toBe('forfeit');
    expect(evaluate({ kind: 'no_show', policy: null }).creditEffect).toBe('forfeit');
  });
});

describe('evaluateCancellationPolicy: presets', () => {
  it.each([
    ['individual_relaxed', 30, 'full_refund'],
    ['individual_relaxed', 5, 'partial_penalty'],
    ['individual_relaxed', 1, 'forfeit'],
    ['group_strict', 48, 'full_refund'],
    ['group_strict', 47, 'forfeit'],
    ['course_no_refund', 100, 'forfeit'],
    ['course_no_refund', -1, 'block'],
    ['subscription_flexible', 12, 'allow_free'],
    ['subscription_flexible', 3, 'partial_penalty'],
    ['subscription_flexible', 0, 'forfeit'],
  ] as const)('%s, %d h ahead: %s', (preset, hoursBeforeSession, action) => {
    expect(evaluate({ policy: policyPresets[preset], hoursBeforeSession }).action).toBe(action);
  });
});

describe('evaluateCancellationPolicy: make-up credits under monthly tuition (decision 0155)', () => {
  const monthly = (input: Partial<PolicyEvaluationInput>) => evaluate({ billing: 'monthly', ...input });
  const notice = policy({
    makeupValidDays: 45,
    rules: [rule({ value: 24, action: 'makeup_credit' }), rule({ value: -100, action: 'forfeit' })],
  });

  it("a cancel with the notice the policy asks for gives a make-up credit with the policy's expiry", () => {
    expect(monthly({ policy: notice, hoursBeforeSession: 30 })).toEqual({
      allowed: true,
      action: 'makeup_credit',
      penaltyPercent: 0,
      creditEffect: 'makeup',
      makeupValidDays: 45,
      reason: 'hours_before_session >= 24',
    });
  });

  it('a late cancel follows its rule: no make-up credit', () => {
    expect(monthly({ policy: notice, hoursBeforeSession: 3 })).toMatchObject({
      action: 'forfeit',
      creditEffect: 'forfeit',
      makeupValidDays: null,
    });
  });

  it('nothing to refund under tuition: a free or refunded cancel becomes a make-up credit (60 days without a policy)', () => {
    expect(monthly({ policy: policy({ rules: [rule({ action: 'full_refund' })] }) })).toMatchObject({
      action: 'makeup_credit',
      creditEffect: 'makeup',
      makeupValidDays: 60,
    });
    expect(monthly({ policy: null })).toMatchObject({ action: 'makeup_credit', makeupValidDays: 60 });
  });

  it('a block still refuses, and reschedules and no-shows are not make-ups', () => {
    expect(monthly({ policy: policy({ rules: [rule({ action: 'block' })] }) })).toMatchObject({
      allowed: false,
      creditEffect: 'return',
    });
    expect(monthly({ policy: notice, kind: 'reschedule', hoursBeforeSession: 30 }).creditEffect).toBe('return');
    expect(monthly({ policy: notice, kind: 'no_show' }).creditEffect).toBe('forfeit');
  });

  it('outside monthly tuition a make-up rule is a free cancel (the credit or the unpaid lesson is the make-up)', () => {
    for (const billing of ['prepaid', 'postpaid'] as const) {
      expect(evaluate({ policy: notice, billing, hoursBeforeSession: 30 })).toMatchObject({
        allowed: true,
        action: 'makeup_credit',
        creditEffect: 'return',
        makeupValidDays: null,
      });
    }
  });
});
