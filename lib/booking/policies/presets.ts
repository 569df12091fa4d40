/**
 * The four predefined cancellation policies (spec: Cancellation policy, "Predefined presets"), in
 * one place. `POST /api/teacher/cancellation-policies/from-preset` copies one into a policy of the
 * teacher, who may then edit it (an edit of the rules clears `preset`: it no longer is the preset).
 *
 * - individual_relaxed: 1:1 lessons. 24 h or more ahead: full refund; 2-24 h: 50 % penalty; under
 *   2 h: forfeit. Up to 2 reschedules, at least 12 h ahead. No-show: forfeit.
 * - group_strict: group classes, where an empty seat cannot be resold. 48 h or more ahead: full
 *   refund; later: forfeit. No reschedules. No-show: forfeit.
 * - course_no_refund: courses sold as a whole. Once the session has started (under 0 h) cancelling is
 *   blocked; before that a cancelled session is forfeited (the course price is not refunded per
 *   session). One reschedule, at least 24 h ahead. No-show: forfeit.
 * - subscription_flexible: subscriptions with a monthly allowance. 12 h or more ahead: free; 2-12 h:
 *   25 % penalty; under 2 h: forfeit. Unlimited reschedules up to 2 h ahead. No-show: 50 % penalty.
 */
import type { EvaluablePolicy, PolicyRule, RuleCondition } from './policy-types';

export const policyPresetNames = [
  'individual_relaxed',
  'group_strict',
  'course_no_refund',
  'subscription_flexible',
] as const;
export type PolicyPresetName = (typeof policyPresetNames)[number];

export type PolicyPreset = EvaluablePolicy & { name: string };

const rule = (
  field: RuleCondition['field'],
  operator: RuleCondition['operator'],
  value: number,
  action: PolicyRule['action'],
  description: string,
  penaltyPercent: number | null = null,
): PolicyRule => ({ condition: { field, operator, value }, action, penaltyPercent, description });

export const policyPresets: Record<PolicyPresetName, PolicyPreset> = {
  individual_relaxed: {
    name: 'Relaxed 1:1',
    rules: [
      rule('hours_before_session', 'gte', 24, 'full_refund', '24 hours or more ahead: full refund'),
      rule('hours_before_session', 'gte', 2, 'partial_penalty', '2 to 24 hours ahead: 50 % penalty', 50),
      rule('hours_before_session', 'lt', 2, 'forfeit', 'Under 2 hours: the session is lost'),
    ],
    maxReschedules: 2,
    minHoursBefore: 12,
    noShowAction: 'forfeit',
    noShowPenaltyPercent: null,
  },
  group_strict: {
    name: 'Strict group',
    rules: [
      rule('hours_before_session', 'gte', 48, 'full_refund', '48 hours or more ahead: full refund'),
      rule('hours_before_session', 'lt', 48, 'forfeit', 'Under 48 hours: the seat is lost'),
    ],
    maxReschedules: 0,
    minHoursBefore: 48,
    noShowAction: 'forfeit',
    noShowPenaltyPercent: null,
  },
  course_no_refund: {
    name: 'Course, no refunds',
    rules: [
      rule('hours_before_session', 'lt', 0, 'block', 'The session has started: it cannot be cancelled'),
      rule('hours_before_session', 'gte', 0, 'forfeit', 'Course sessions are not refunded'),
    ],
    maxReschedules: 1,
    minHoursBefore: 24,
    noShowAction: 'forfeit',
    noShowPenaltyPercent: null,
  },
  subscription_flexible: {
    name: 'Flexible subscription',
    rules: [
      rule('hours_before_session', 'gte', 12, 'allow_free', '12 hours or more ahead: free'),
      rule('hours_before_session', 'gte', 2, 'partial_penalty', '2 to 12 hours ahead: 25 % penalty', 25),
      rule('hours_before_session', 'lt', 2, 'forfeit', 'Under 2 hours: the session is lost'),
    ],
    maxReschedules: null,
    minHoursBefore: 2,
    noShowAction: 'partial_penalty',
    noShowPenaltyPercent: 50,
  },
};
