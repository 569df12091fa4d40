/** Option labels of the policy editor and the preset sentences; client-safe. */
import type { PolicyPresetName } from '@/lib/booking/policies/presets';
import type {
  ConditionField,
  ConditionOperator,
  EvaluablePolicy,
  NoShowPolicyAction,
  RuleAction,
} from '@/lib/booking/policies/policy-types';

type Option<T extends string> = { value: T; label: string };

export const FIELD_OPTIONS: Option<ConditionField>[] = [
  { value: 'hours_before_session', label: 'Hours before the session' },
  { value: 'sessions_completed', label: 'Sessions completed' },
  { value: 'sessions_remaining', label: 'Sessions remaining' },
  { value: 'reschedule_count', label: 'Times rescheduled' },
];

export const OPERATOR_OPTIONS: Option<ConditionOperator>[] = [
  { value: 'lt', label: 'is less than' },
  { value: 'lte', label: 'is at most' },
  { value: 'gt', label: 'is more than' },
  { value: 'gte', label: 'is at least' },
  { value: 'eq', label: 'is exactly' },
];

export const ACTION_OPTIONS: Option<RuleAction>[] = [
  { value: 'full_refund', label: 'Full refund' },
  { value: 'allow_free', label: 'Free cancellation' },
  { value: 'partial_penalty', label: 'Partial penalty' },
  { value: 'forfeit', label: 'Forfeit the session' },
  { value: 'block', label: 'Refuse the cancellation' },
  { value: 'makeup_credit', label: 'Make-up credit (monthly tuition)' },
];

export const NO_SHOW_OPTIONS: Option<NoShowPolicyAction>[] = [
  { value: 'forfeit', label: 'Forfeit the session' },
  { value: 'partial_penalty', label: 'Partial penalty' },
];

/** One sentence per preset, for "Create from preset" (the rules are in presets.ts). */
export const PRESET_SENTENCES: Record<PolicyPresetName, string> = {
  individual_relaxed:
    'For 1:1 lessons: free up to 24 hours before, 50% penalty from 24 to 2 hours, forfeit later; up to 2 reschedules.',
  group_strict:
    'For group classes, where an empty seat cannot be resold: free up to 48 hours before, forfeit later; no reschedules.',
  course_no_refund:
    'For courses sold as a whole: cancelled sessions are not refunded; one reschedule up to 24 hours before.',
  subscription_flexible:
    'For subscriptions: free up to 12 hours before, 25% penalty from 12 to 2 hours; unlimited reschedules; no-show costs 50%.',
};

const hours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;

/** "Up to 2 reschedules, at least 12 hours before", "No reschedules", "Unlimited reschedules, any time". */
export function describeReschedules({
  maxReschedules,
  minHoursBefore,
}: Pick<EvaluablePolicy, 'maxReschedules' | 'minHoursBefore'>) {
  if (maxReschedules === 0) return 'No reschedules';
  const limit =
    maxReschedules === null
      ? 'Unlimited reschedules'
      : `Up to ${maxReschedules} ${maxReschedules === 1 ? 'reschedule' : 'reschedules'}`;
  return minHoursBefore
    ? `${limit}, at least ${hours(minHoursBefore)} before`
    : `${limit}, any time before the session`;
}

/** "No-show: forfeit", "No-show: 50% penalty". */
export function describeNoShow({
  noShowAction,
  noShowPenaltyPercent,
}: Pick<EvaluablePolicy, 'noShowAction' | 'noShowPenaltyPercent'>) {
  return noShowAction === 'partial_penalty' && noShowPenaltyPercent !== null
    ? `No-show: ${noShowPenaltyPercent}% penalty`
    : 'No-show: forfeit';
}
