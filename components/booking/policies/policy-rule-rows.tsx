'use client';

import { ArrowDown, ArrowUp, X, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { RuleList } from '@/components/forms/rule-list';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { describeRule, type PolicyTranslate } from '@/lib/booking/policies/describe-rule';
import { maxRulesPerPolicy, type TCreatePolicyInput } from '@/lib/booking/policies/schemas';
import { ACTION_VALUES, FIELD_VALUES, OPERATOR_VALUES, optionsOf } from './policy-labels';
import { newRuleRow, type PolicyFormValues, type RuleRowValues } from './policy-form-values';

type Form = UseFormReturn<PolicyFormValues, unknown, TCreatePolicyInput>;

/** "Less than 24 hours before: forfeit" for the row as typed, or nothing while a number is unfinished. */
function preview(rule: RuleRowValues | undefined, describe: PolicyTranslate): string | null {
  if (!rule || !/^-?\d+$/.test(rule.condition.value.trim())) return null;
  const percent = Number.parseInt(rule.penaltyPercent, 10);
  return describeRule(
    {
      ...rule,
      condition: { ...rule.condition, value: Number(rule.condition.value) },
      penaltyPercent: Number.isNaN(percent) ? null : percent,
    },
    describe,
  );
}

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
  const t = useTranslations('teacherPolicies.rules');
  const describe = useTranslations('teacherPolicies.describe');
  const words = useTranslations('teacherPolicies');
  // A field's label, with its rule's number for a screen reader ("Rule 2 When").
  const label = (n: number, key: string): ReactNode =>
    t.rich('fieldLabel', { n, field: t(key), sr: (chunks) => <span className="sr-only">{chunks}</span> });

  return (
    <RuleList
      legend={t('legend')}
      hintId="policy-rules-hint"
      hint={t('hint')}
      error={errors.cancellationRules?.message ?? errors.cancellationRules?.root?.message}
      addDisabled={fields.length >= maxRulesPerPolicy}
      onAdd={() => append(newRuleRow())}
    >
      {fields.map((field, index) => {
        const n = index + 1;
        const row = rules[index];
        const rowErrors = errors.cancellationRules?.[index];
        const sentence = preview(row, describe);
        return (
          <li key={field.id} className="border-border flex flex-col gap-3 rounded-lg border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-foreground text-sm font-semibold">{t('rule', { n })}</span>
              <div className="flex gap-1">
                <RowButton
                  label={t('moveUp', { n })}
                  icon={ArrowUp}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <RowButton
                  label={t('moveDown', { n })}
                  icon={ArrowDown}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <RowButton label={t('remove', { n })} icon={X} onClick={() => remove(index)} />
              </div>
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1.4fr_1fr_6rem]">
              <FormField label={label(n, 'when')} error={rowErrors?.condition?.field?.message}>
                <Select
                  options={optionsOf(FIELD_VALUES, 'field', words)}
                  {...register(`cancellationRules.${index}.condition.field`)}
                />
              </FormField>
              <FormField label={label(n, 'comparison')} error={rowErrors?.condition?.operator?.message}>
                <Select
                  options={optionsOf(OPERATOR_VALUES, 'operator', words)}
                  {...register(`cancellationRules.${index}.condition.operator`)}
                />
              </FormField>
              <FormField label={label(n, 'value')} error={rowErrors?.condition?.value?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...register(`cancellationRules.${index}.condition.value`)}
                />
              </FormField>
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1.4fr_1fr]">
              <FormField label={label(n, 'then')} error={rowErrors?.action?.message}>
                <Select
                  options={optionsOf(ACTION_VALUES, 'actionOption', words)}
                  {...register(`cancellationRules.${index}.action`)}
                />
              </FormField>
              {row?.action === 'partial_penalty' ? (
                <FormField label={label(n, 'penalty')} required error={rowErrors?.penaltyPercent?.message}>
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    {...register(`cancellationRules.${index}.penaltyPercent`)}
                  />
                </FormField>
              ) : null}
            </div>
            <FormField label={label(n, 'note')} error={rowErrors?.description?.message}>
              <Input autoComplete="off" maxLength={500} {...register(`cancellationRules.${index}.description`)} />
            </FormField>
            {sentence ? (
              <p className="text-muted-foreground text-xs" aria-live="polite">
                {t('readsAs', { sentence })}
              </p>
            ) : null}
          </li>
        );
      })}
    </RuleList>
  );
}
