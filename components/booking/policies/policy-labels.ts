/**
 * The values the policy editor offers, and the policy's limits in words; client-safe. Their names
 * are in the catalogue (`teacherPolicies`, issue 32): `field.<value>`, `operator.<value>`,
 * `actionOption.<value>`, `noShowOption.<value>`, `presets.sentence.<preset>`.
 */
import type {
  ConditionField,
  ConditionOperator,
  EvaluablePolicy,
  NoShowPolicyAction,
  RuleAction,
} from '@/lib/booking/policies/policy-types';
import type { PolicyTranslate } from '@/lib/booking/policies/describe-rule';

export const FIELD_VALUES: readonly ConditionField[] = [
  'hours_before_session',
  'sessions_completed',
  'sessions_remaining',
  'reschedule_count',
];

export const OPERATOR_VALUES: readonly ConditionOperator[] = ['lt', 'lte', 'gt', 'gte', 'eq'];

export const ACTION_VALUES: readonly RuleAction[] = [
  'full_refund',
  'allow_free',
  'partial_penalty',
  'forfeit',
  'block',
  'makeup_credit',
];

export const NO_SHOW_VALUES: readonly NoShowPolicyAction[] = ['forfeit', 'partial_penalty'];

/** Select options of `values`, each named by `teacherPolicies.<group>.<value>`. */
export const optionsOf = <T extends string>(values: readonly T[], group: string, t: PolicyTranslate) =>
  values.map((value) => ({ value, label: t(`${group}.${value}`) }));

/** "Up to 2 reschedules, at least 12 hours before", "No reschedules", "Unlimited reschedules, any time before the session". */
export function describeReschedules(
  { maxReschedules, minHoursBefore }: Pick<EvaluablePolicy, 'maxReschedules' | 'minHoursBefore'>,
  t: PolicyTranslate,
) {
  if (maxReschedules === 0) return t('reschedules.none');
  const limit = maxReschedules === null ? t('reschedules.unlimited') : t('reschedules.upTo', { count: maxReschedules });
  return minHoursBefore
    ? t('reschedules.withHours', { limit, hours: minHoursBefore })
    : t('reschedules.anyTime', { limit });
}

/** "No-show: forfeit", "No-show: 50% penalty". */
export function describeNoShow(
  { noShowAction, noShowPenaltyPercent }: Pick<EvaluablePolicy, 'noShowAction' | 'noShowPenaltyPercent'>,
  t: PolicyTranslate,
) {
  return noShowAction === 'partial_penalty' && noShowPenaltyPercent !== null
    ? t('noShow.percent', { percent: noShowPenaltyPercent })
    : t('noShow.forfeit');
}
