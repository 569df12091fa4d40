/**
 * A cancellation rule in plain words ("Less than 24 hours before: forfeit"), for the policy pages.
 * Client-safe and pure: the one place a rule is turned into a sentence, so the list, the editor's
 * preview and any later student-facing page word rules the same way.
 */
import type { ConditionOperator, PolicyRule, RuleCondition } from './policy-types';

type DescribableRule = Pick<PolicyRule, 'condition' | 'action'> & { penaltyPercent?: number | null };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Hours before a session that has not started yet (value > 0). */
function hoursBefore(operator: ConditionOperator, value: number): string {
  const hours = plural(value, 'hour', 'hours');
  switch (operator) {
    case 'lt':
      return `Less than ${hours} before`;
    case 'lte':
      return `${hours} or less before`;
    case 'gt':
      return `More than ${hours} before`;
    case 'gte':
      return `${hours} or more before`;
    case 'eq':
      return `Exactly ${hours} before`;
  }
}

/** `hours_before_session <op> 0`: the session's start itself. */
function atStart(operator: ConditionOperator): string {
  switch (operator) {
    case 'lt':
      return 'After the session has started';
    case 'lte':
      return 'At or after the start';
    case 'gt':
      return 'Any time before the start';
    case 'gte':
      return 'Any time up to the start';
    case 'eq':
      return 'At the start';
  }
}

/** A negative value: `-n` hours before is `n` hours after the start. */
function hoursAfter(operator: ConditionOperator, after: number): string {
  const hours = plural(after, 'hour', 'hours');
  switch (operator) {
    case 'lt':
      return `More than ${hours} after the start`;
    case 'lte':
      return `${hours} or more after the start`;
    case 'gt':
      return `Before the start or less than ${hours} after it`;
    case 'gte':
      return `Before the start or up to ${hours} after it`;
    case 'eq':
      return `Exactly ${hours} after the start`;
  }
}

const countPrefix: Record<ConditionOperator, string> = {
  lt: 'Fewer than',
  lte: 'At most',
  gt: 'More than',
  gte: 'At least',
  eq: 'Exactly',
};

const countNouns: Record<Exclude<RuleCondition['field'], 'hours_before_session'>, [string, string]> = {
  sessions_completed: ['session completed', 'sessions completed'],
  sessions_remaining: ['session remaining', 'sessions remaining'],
  reschedule_count: ['reschedule so far', 'reschedules so far'],
};

/** Counts against 0 read badly as numbers ("At least 0 reschedules"): say what they mean. */
function describeZeroCount(operator: ConditionOperator, value: number, one: string, many: string): string | null {
  if (value !== 0) return null;
  const none = `No ${many}`;
  switch (operator) {
    case 'gte':
      return 'Always';
    case 'gt':
      return `At least 1 ${one}`;
    case 'eq':
    case 'lte':
      return none;
    case 'lt':
      return 'Never';
  }
}

/** The condition half: "Less than 24 hours before", "At least 3 sessions completed". */
export function describeCondition({ field, operator, value }: RuleCondition) {
  if (field === 'hours_before_session') {
    if (value > 0) return hoursBefore(operator, value);
    return value === 0 ? atStart(operator) : hoursAfter(operator, -value);
  }
  const [one, many] = countNouns[field];
  return describeZeroCount(operator, value, one, many) ?? `${countPrefix[operator]} ${plural(value, one, many)}`;
}

/** The action half: "full refund", "50% penalty", "forfeit". */
export function describeAction({ action, penaltyPercent }: Pick<DescribableRule, 'action' | 'penaltyPercent'>) {
  switch (action) {
    case 'full_refund':
      return 'full refund';
    case 'allow_free':
      return 'free cancellation';
    case 'forfeit':
      return 'forfeit';
    case 'block':
      return 'cannot be cancelled';
    case 'partial_penalty':
      return penaltyPercent == null ? 'partial penalty' : `${penaltyPercent}% penalty`;
  }
}

/** "Less than 24 hours before: forfeit". */
export function describeRule(rule: DescribableRule): string {
  return `${describeCondition(rule.condition)}: ${describeAction(rule)}`;
}
