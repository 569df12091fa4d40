/**
 * A cancellation rule in plain words ("Less than 24 hours before: forfeit"), for the policy pages.
 * Client-safe and pure: the one place a rule is turned into a sentence, so the list, the editor's
 * preview and any later student-facing page word rules the same way. The words come from the
 * catalogue (`teacherPolicies.describe`, issue 32): callers pass their translator, tests an English one.
 */
import type { ConditionOperator, PolicyRule, RuleCondition } from './policy-types';

type DescribableRule = Pick<PolicyRule, 'condition' | 'action'> & { penaltyPercent?: number | null };

/** A message key of `teacherPolicies.describe` and its ICU values. */
export type PolicyTranslate = (key: string, values?: Record<string, string | number>) => string;

/** Counts against 0 read badly as numbers ("At least 0 reschedules"): say what they mean. */
function describeZeroCount(field: string, operator: ConditionOperator, t: PolicyTranslate): string {
  switch (operator) {
    case 'gte':
      return t('always');
    case 'gt':
      return t(`count.${field}.gte`, { count: 1 });
    case 'eq':
    case 'lte':
      return t(`none.${field}`);
    case 'lt':
      return t('never');
  }
}

/**
 * The condition half: "Less than 24 hours before", "At least 3 sessions completed". Hours before a
 * session at 0 are its start itself, and a negative value is that many hours after the start.
 */
export function describeCondition({ field, operator, value }: RuleCondition, t: PolicyTranslate) {
  if (field === 'hours_before_session') {
    if (value > 0) return t(`hoursBefore.${operator}`, { count: value });
    return value === 0 ? t(`atStart.${operator}`) : t(`hoursAfter.${operator}`, { count: -value });
  }
  return value === 0 ? describeZeroCount(field, operator, t) : t(`count.${field}.${operator}`, { count: value });
}

/** The action half: "full refund", "50% penalty", "forfeit". */
export function describeAction(
  { action, penaltyPercent }: Pick<DescribableRule, 'action' | 'penaltyPercent'>,
  t: PolicyTranslate,
) {
  return action === 'partial_penalty' && penaltyPercent != null
    ? t('penaltyPercent', { percent: penaltyPercent })
    : t(`action.${action}`);
}

/** "Less than 24 hours before: forfeit". */
export function describeRule(rule: DescribableRule, t: PolicyTranslate): string {
  return t('rule', { condition: describeCondition(rule.condition, t), action: describeAction(rule, t) });
}
