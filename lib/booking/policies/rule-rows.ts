/**
 * A cancellation rule between its stored row (three flat condition columns) and the spec's shape
 * (`condition: { field, operator, value }`). Pure, so the editor can share it.
 */
import type { PolicyRule } from './policy-types';

export type RuleRow = Omit<PolicyRule, 'condition'> & {
  conditionField: PolicyRule['condition']['field'];
  conditionOperator: PolicyRule['condition']['operator'];
  conditionValue: number;
};

/** A stored rule (any extra columns, such as `id` and `position`, kept) in the spec's shape. */
export function toPolicyRule<T extends RuleRow>({
  conditionField,
  conditionOperator,
  conditionValue,
  ...rule
}: T): Omit<T, 'conditionField' | 'conditionOperator' | 'conditionValue'> & Pick<PolicyRule, 'condition'> {
  return { ...rule, condition: { field: conditionField, operator: conditionOperator, value: conditionValue } };
}

/** The columns of a rule to store. */
export const conditionColumns = ({ condition }: Pick<PolicyRule, 'condition'>) => ({
  conditionField: condition.field,
  conditionOperator: condition.operator,
  conditionValue: condition.value,
});
