import type {
  TCancellationPolicy,
  TCreatePolicyInput,
  TPolicyRuleInput,
  TUpdatePolicyInput,
} from '@/lib/booking/policies/schemas';
import type {
  ConditionField,
  ConditionOperator,
  NoShowPolicyAction,
  RuleAction,
} from '@/lib/booking/policies/policy-types';

/** One rule as the editor holds it (the API's shape, so issues land on the fields): numbers as typed. */
export type RuleRowValues = {
  condition: { field: ConditionField; operator: ConditionOperator; value: string };
  action: RuleAction;
  penaltyPercent: string;
  description: string;
};

/** What the policy editor's fields hold; converted to the API's body before validation. */
export type PolicyFormValues = {
  name: string;
  isDefault: boolean;
  cancellationRules: RuleRowValues[];
  /** Empty: unlimited. */
  maxReschedules: string;
  /** Empty: any time before the session. */
  minHoursBefore: string;
  noShowAction: NoShowPolicyAction;
  noShowPenaltyPercent: string;
  /** Days a make-up credit stays bookable (monthly tuition). */
  makeupValidDays: string;
};

export const newRuleRow = (): RuleRowValues => ({
  condition: { field: 'hours_before_session', operator: 'lt', value: '24' },
  action: 'forfeit',
  penaltyPercent: '',
  description: '',
});

export const emptyPolicyValues = (isDefault = false): PolicyFormValues => ({
  name: '',
  isDefault,
  cancellationRules: [newRuleRow()],
  maxReschedules: '',
  minHoursBefore: '',
  noShowAction: 'forfeit',
  noShowPenaltyPercent: '',
  makeupValidDays: '60',
});

const text = (value: number | null) => (value === null ? '' : String(value));

export function policyValuesOf(policy: TCancellationPolicy): PolicyFormValues {
  return {
    name: policy.name,
    isDefault: policy.isDefault,
    cancellationRules: policy.cancellationRules.map((rule) => ({
      condition: { ...rule.condition, value: String(rule.condition.value) },
      action: rule.action,
      penaltyPercent: text(rule.penaltyPercent),
      description: rule.description ?? '',
    })),
    maxReschedules: text(policy.maxReschedules),
    minHoursBefore: text(policy.minHoursBefore),
    noShowAction: policy.noShowAction,
    noShowPenaltyPercent: text(policy.noShowPenaltyPercent),
    makeupValidDays: String(policy.makeupValidDays),
  };
}

/** A whole number as typed (a leading minus allowed); NaN, which the schema refuses, otherwise. */
function integer(typed: string): number {
  const trimmed = typed.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
const optionalInteger = (typed: string) => (typed.trim() === '' ? null : integer(typed));

/**
 * The editor's values -> the body POST accepts (and PATCH, which takes any subset). A percent only
 * travels with the action that uses it, so switching a rule away from "partial penalty" does not
 * leave a refused percent behind. Paths are unchanged, so schema issues land on the fields.
 */
export function toPolicyInput(values: PolicyFormValues): TCreatePolicyInput {
  return {
    name: values.name,
    isDefault: values.isDefault,
    cancellationRules: values.cancellationRules.map((rule): TPolicyRuleInput => ({
      condition: { ...rule.condition, value: integer(rule.condition.value) },
      action: rule.action,
      penaltyPercent: rule.action === 'partial_penalty' ? optionalInteger(rule.penaltyPercent) : null,
      description: rule.description.trim() || null,
    })),
    maxReschedules: optionalInteger(values.maxReschedules),
    minHoursBefore: optionalInteger(values.minHoursBefore),
    noShowAction: values.noShowAction,
    noShowPenaltyPercent:
      values.noShowAction === 'partial_penalty' ? optionalInteger(values.noShowPenaltyPercent) : null,
    makeupValidDays: integer(values.makeupValidDays),
  };
}

/**
 * The PATCH body of an edit: everything but the rules when they did not change, because sending
 * rules clears the policy's preset (docs/decisions/0017-cancellation-policies.md).
 */
export function policyPatchOf(input: TCreatePolicyInput, original: TCancellationPolicy): TUpdatePolicyInput {
  const { cancellationRules, ...rest } = input;
  const before = toPolicyInput(policyValuesOf(original)).cancellationRules;
  return JSON.stringify(cancellationRules) === JSON.stringify(before) ? rest : input;
}
