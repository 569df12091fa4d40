/**
 * The one evaluator of cancellation policies: previews, cancels, reschedules and no-shows all ask it,
 * so a preview always says what the real call does. Pure: no clock, no database.
 *
 * - cancel: the first rule (by position) whose condition holds decides; no rule matching (or no
 *   policy) is `allow_free`. `block` refuses (allowed false).
 * - reschedule: the policy's limits first (`maxReschedules` reached, or fewer than `minHoursBefore`
 *   hours ahead: refused); then the first matching rule refuses only if it is `block`. Otherwise a
 *   reschedule is free: the credit moves to the new time (creditEffect `return`, no penalty).
 * - no_show: the policy's no-show action (`forfeit`, or `partial_penalty` with its percent); without a
 *   policy, forfeit.
 *
 * - monthly tuition (issue 35, decision 0155): the fee is owed whatever happens, so there is nothing to
 *   refund: a cancel the policy lets go free (`full_refund`, `allow_free`, `makeup_credit`, no rule, no
 *   policy) gives a make-up credit instead (action `makeup_credit`, creditEffect `makeup`, valid
 *   `makeupValidDays`). Under other billing a `makeup_credit` rule is a free cancel: the returned
 *   package credit (or the post-paid lesson not owed) is the make-up.
 *
 * creditEffect: `return` (the scheduled credit goes back to the enrollment), `forfeit` (it is
 * consumed as forfeited), `partial` (the session is lost with `penaltyPercent` of its price kept; the
 * caller applies it to credits as a forfeit, since a credit cannot be split). When allowed is false
 * nothing is applied and creditEffect is `return` (the credit stays where it is).
 */
import type { ConditionOperator, EvaluablePolicy, PolicyRule, RuleAction } from './policies/policy-types';

export type PolicyEventKind = 'cancel' | 'reschedule' | 'no_show';
export type CreditEffect = 'return' | 'forfeit' | 'partial' | 'makeup';
export type SessionBilling = 'prepaid' | 'postpaid' | 'monthly';
/** How long a make-up credit lasts when the policy does not say (or there is no policy). */
export const defaultMakeupValidDays = 60;

export type PolicyEvaluationInput = {
  policy: EvaluablePolicy | null;
  kind: PolicyEventKind;
  /** Hours from now to the session start; negative once it started. */
  hoursBeforeSession: number;
  sessionsCompleted: number;
  sessionsRemaining: number;
  rescheduleCount: number;
  /** The session's service billing; prepaid when absent. */
  billing?: SessionBilling;
};

export type PolicyOutcome = {
  allowed: boolean;
  action: RuleAction;
  /** 0-100: the share of the session's price kept. */
  penaltyPercent: number;
  creditEffect: CreditEffect;
  /** Days the make-up credit this outcome gives stays bookable; null when it gives none. */
  makeupValidDays: number | null;
  reason: string;
};

const compare: Record<ConditionOperator, (actual: number, value: number) => boolean> = {
  lt: (a, v) => a < v,
  lte: (a, v) => a <= v,
  gt: (a, v) => a > v,
  gte: (a, v) => a >= v,
  eq: (a, v) => a === v,
};

const operatorText: Record<ConditionOperator, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=', eq: '=' };

function matches(rule: PolicyRule, input: PolicyEvaluationInput): boolean {
  const actual = {
    hours_before_session: input.hoursBeforeSession,
    sessions_completed: input.sessionsCompleted,
    sessions_remaining: input.sessionsRemaining,
    reschedule_count: input.rescheduleCount,
  }[rule.condition.field];
  return compare[rule.condition.operator](actual, rule.condition.value);
}

const ruleReason = ({ description, condition }: PolicyRule) =>
  description ?? `${condition.field} ${operatorText[condition.operator]} ${condition.value}`;

function outcomeOfAction(action: RuleAction, penaltyPercent: number | null, reason: string): PolicyOutcome {
  const base = { allowed: true, action, penaltyPercent: 0, makeupValidDays: null, reason };
  switch (action) {
    case 'full_refund':
    case 'allow_free':
    case 'makeup_credit':
      return { ...base, creditEffect: 'return' };
    case 'partial_penalty':
      return { ...base, penaltyPercent: penaltyPercent ?? 0, creditEffect: 'partial' };
    case 'forfeit':
      return { ...base, penaltyPercent: 100, creditEffect: 'forfeit' };
    case 'block':
      return { ...base, allowed: false, creditEffect: 'return' };
  }
}

/**
 * A free cancel of a monthly-tuition lesson becomes a make-up credit (decision 0155); also what a
 * teacher's cancel of such a lesson gives (lib/booking/cancel-session.ts).
 */
export function asMakeupOutcome(outcome: PolicyOutcome, policy: EvaluablePolicy | null): PolicyOutcome {
  if (!outcome.allowed || outcome.creditEffect !== 'return') return outcome;
  return {
    ...outcome,
    action: 'makeup_credit',
    creditEffect: 'makeup',
    makeupValidDays: policy?.makeupValidDays ?? defaultMakeupValidDays,
  };
}

const blocked = (reason: string): PolicyOutcome => outcomeOfAction('block', null, reason);
const free = (reason: string): PolicyOutcome => outcomeOfAction('allow_free', null, reason);

export function evaluateCancellationPolicy(input: PolicyEvaluationInput): PolicyOutcome {
  const outcome = evaluateRules(input);
  return input.kind === 'cancel' && input.billing === 'monthly' ? asMakeupOutcome(outcome, input.policy) : outcome;
}

function evaluateRules(input: PolicyEvaluationInput): PolicyOutcome {
  const { policy, kind } = input;

  if (kind === 'no_show') {
    if (policy?.noShowAction === 'partial_penalty') {
      return outcomeOfAction('partial_penalty', policy.noShowPenaltyPercent, 'No-show: partial penalty');
    }
    return outcomeOfAction('forfeit', null, 'No-show: the session is lost');
  }

  if (!policy) return free('No cancellation policy applies');

  if (kind === 'reschedule') {
    if (policy.maxReschedules !== null && input.rescheduleCount >= policy.maxReschedules) {
      return blocked(`At most ${policy.maxReschedules} reschedules are allowed`);
    }
    if (policy.minHoursBefore !== null && input.hoursBeforeSession < policy.minHoursBefore) {
      return blocked(`Reschedule at least ${policy.minHoursBefore} hours before the session`);
    }
    const rule = policy.rules.find((candidate) => matches(candidate, input));
    if (rule?.action === 'block') return blocked(ruleReason(rule));
    return free('Rescheduling is free');
  }

  const rule = policy.rules.find((candidate) => matches(candidate, input));
  if (!rule) return free('No rule of the policy applies');
  return outcomeOfAction(rule.action, rule.penaltyPercent, ruleReason(rule));
}
