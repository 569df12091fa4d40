'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/forms/api-refusal';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { useDialogForm, type DialogFormProps } from '@/components/forms/use-dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { createCancellationPolicyRoute, updateCancellationPolicyRoute } from '@/lib/booking/contracts';
import type { TCancellationPolicy } from '@/lib/booking/policies/schemas';
import { callApi } from '@/lib/client/call-api';
import { NO_SHOW_VALUES, optionsOf } from './policy-labels';
import { emptyPolicyValues, policyPatchOf, policyValuesOf } from './policy-form-values';
import { isPolicyFieldPath, policyResolver } from './policy-resolver';
import { PolicyRuleRows } from './policy-rule-rows';

type Props = DialogFormProps & {
  policy?: TCancellationPolicy;
  /** A new policy starts as the default when the teacher has none. */
  suggestDefault: boolean;
};

/** Name, ordered rules, reschedule limits and no-show handling; API refusals land on the fields. */
export function PolicyForm({ formId, policy, suggestDefault, onSavingChange, onSaved }: Props) {
  const t = useTranslations('teacherPolicies');
  const { form, formError, onSubmit } = useDialogForm({
    defaultValues: policy ? policyValuesOf(policy) : emptyPolicyValues(suggestDefault),
    resolver: policyResolver,
    send: (input) =>
      policy
        ? callApi(updateCancellationPolicyRoute, { params: { id: policy.id }, body: policyPatchOf(input, policy) })
        : callApi(createCancellationPolicyRoute, { body: input }),
    onSavingChange,
    onSaved,
    isFieldPath: isPolicyFieldPath,
    fallback: t('form.failed'),
  });
  const { errors } = form.formState;
  const noShowAction = useWatch({ control: form.control, name: 'noShowAction' });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label={t('form.name')} required error={errors.name?.message} hint={t('form.nameHint')}>
        <Input autoComplete="off" maxLength={120} {...form.register('name')} />
      </FormField>
      <PolicyRuleRows form={form} />
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="text-foreground mb-2 text-sm font-medium">{t('form.rescheduling')}</legend>
        <FormField
          label={t('form.maxReschedules')}
          error={errors.maxReschedules?.message}
          hint={t('form.maxReschedulesHint')}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('maxReschedules')} />
        </FormField>
        <FormField label={t('form.minHours')} error={errors.minHoursBefore?.message} hint={t('form.minHoursHint')}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('minHoursBefore')} />
        </FormField>
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="text-foreground mb-2 text-sm font-medium">{t('form.noShowLegend')}</legend>
        <FormField label={t('form.noShow')} error={errors.noShowAction?.message}>
          <Select options={optionsOf(NO_SHOW_VALUES, 'noShowOption', t)} {...form.register('noShowAction')} />
        </FormField>
        {noShowAction === 'partial_penalty' ? (
          <FormField label={t('form.noShowPercent')} required error={errors.noShowPenaltyPercent?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('noShowPenaltyPercent')} />
          </FormField>
        ) : null}
      </fieldset>
      <FormField label={t('form.makeupDays')} error={errors.makeupValidDays?.message} hint={t('form.makeupDaysHint')}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('makeupValidDays')} />
      </FormField>
      <CheckboxField
        control={form.control}
        name="isDefault"
        id={`${formId}-default`}
        label={t('form.isDefault')}
        className="items-start"
      />
      <FormAlert message={formError} />
    </form>
  );
}
