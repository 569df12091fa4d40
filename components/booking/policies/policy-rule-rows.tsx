'use client';

import { ArrowDown, ArrowUp, X, type LucideIcon } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { RuleList } from '@/components/forms/rule-list';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { describeRule } from '@/lib/booking/policies/describe-rule';
import { maxRulesPerPolicy, type TCreatePolicyInput } from '@/lib/booking/policies/schemas';
import { ACTION_OPTIONS, FIELD_OPTIONS, OPERATOR_OPTIONS } from './policy-labels';
import { newRuleRow, type PolicyFormValues, type RuleRowValues } from './policy-form-values';

type Form = UseFormReturn<PolicyFormValues, unknown, TCreatePolicyInput>;

/** "Less than 24 hours before: forfeit" for the row as typed, or nothing while a number is unfinished. */
function preview(rule: RuleRowValues | undefined): string | null {
  if (!rule || !/^-?\d+$/.test(rule.condition.value.trim())) return null;
  const percent = Number.parseInt(rule.penaltyPercent, 10);
  return describeRule({
    ...rule,
    condition: { ...rule.condition, value: Number(rule.condition.value) },
    penaltyPercent: Number.isNaN(percent) ? null : percent,
  });
}

const label = (n: number, text: string) => (
  <>
    <span className="sr-only">Rule {n} </span>
    {text}
  </>
);

type RowButtonProps = { label: string; icon: LucideIcon; disabled?: boolean; onClick: () => void };

/** One of a rule's small icon buttons (up, down, remove); its label names the rule. */
function RowButton({ label, icon: Icon, disabled, onClick }: RowButtonProps) {
  return (
    <Button type="button" variant="ghost" size="icon-sm" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** The ordered rules of a policy: the first that matches decides, so rows can be moved. */
export function PolicyRuleRows({ form }: { form: Form }) {
  const { control, register } = form;
  const errors = form.formState.errors;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'cancellationRules' });
  const rules = useWatch({ control, name: 'cancellationRules' });

  return (
    <RuleList
      legend="Cancellation rules"
      hintId="policy-rules-hint"
      hint={
        <>
          Checked in order: the first rule that matches decides. When none matches, cancelling is free. Hours may be
          negative (after the start).
        </>
      }
      error={errors.cancellationRules?.message ?? errors.cancellationRules?.root?.message}
      addDisabled={fields.length >= maxRulesPerPolicy}
      onAdd={() => append(newRuleRow())}
    >
      {fields.map((field, index) => {
        const n = index + 1;
        const row = rules[index];
        const rowErrors = errors.cancellationRules?.[index];
        const sentence = preview(row);
        return (
          <li key={field.id} className="border-border flex flex-col gap-3 rounded-lg border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-foreground text-sm font-semibold">Rule {n}</span>
              <div className="flex gap-1">
                <RowButton
                  label={`Move rule ${n} up`}
                  icon={ArrowUp}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <RowButton
                  label={`Move rule ${n} down`}
                  icon={ArrowDown}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <RowButton label={`Remove rule ${n}`} icon={X} onClick={() => remove(index)} />
              </div>
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1.4fr_1fr_6rem]">
              <FormField label={label(n, 'When')} error={rowErrors?.condition?.field?.message}>
                <Select options={FIELD_OPTIONS} {...register(`cancellationRules.${index}.condition.field`)} />
              </FormField>
              <FormField label={label(n, 'Comparison')} error={rowErrors?.condition?.operator?.message}>
                <Select options={OPERATOR_OPTIONS} {...register(`cancellationRules.${index}.condition.operator`)} />
              </FormField>
              <FormField label={label(n, 'Value')} error={rowErrors?.condition?.value?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...register(`cancellationRules.${index}.condition.value`)}
                />
              </FormField>
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1.4fr_1fr]">
              <FormField label={label(n, 'Then')} error={rowErrors?.action?.message}>
                <Select options={ACTION_OPTIONS} {...register(`cancellationRules.${index}.action`)} />
              </FormField>
              {row?.action === 'partial_penalty' ? (
                <FormField label={label(n, 'Penalty %')} required error={rowErrors?.penaltyPercent?.message}>
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    {...register(`cancellationRules.${index}.penaltyPercent`)}
                  />
                </FormField>
              ) : null}
            </div>
            <FormField label={label(n, 'Note (optional)')} error={rowErrors?.description?.message}>
              <Input autoComplete="off" maxLength={500} {...register(`cancellationRules.${index}.description`)} />
            </FormField>
            {sentence ? (
              <p className="text-muted-foreground text-xs" aria-live="polite">
                Reads as: {sentence}
              </p>
            ) : null}
          </li>
        );
      })}
    </RuleList>
  );
}
