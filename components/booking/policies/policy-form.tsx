'use client';

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
import { NO_SHOW_OPTIONS } from './policy-labels';
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
    fallback: 'The policy could not be saved. Try again.',
  });
  const { errors } = form.formState;
  const noShowAction = useWatch({ control: form.control, name: 'noShowAction' });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label="Name" required error={errors.name?.message} hint="Students see it on the service page">
        <Input autoComplete="off" maxLength={120} {...form.register('name')} />
      </FormField>
      <PolicyRuleRows form={form} />
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="text-foreground mb-2 text-sm font-medium">Rescheduling</legend>
        <FormField
          label="Most reschedules per session"
          error={errors.maxReschedules?.message}
          hint="Empty: unlimited; 0: none"
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('maxReschedules')} />
        </FormField>
        <FormField
          label="At least this many hours before"
          error={errors.minHoursBefore?.message}
          hint="Empty: any time before the session"
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('minHoursBefore')} />
        </FormField>
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="text-foreground mb-2 text-sm font-medium">When a student does not show up</legend>
        <FormField label="No-show" error={errors.noShowAction?.message}>
          <Select options={NO_SHOW_OPTIONS} {...form.register('noShowAction')} />
        </FormField>
        {noShowAction === 'partial_penalty' ? (
          <FormField label="No-show penalty %" required error={errors.noShowPenaltyPercent?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('noShowPenaltyPercent')} />
          </FormField>
        ) : null}
      </fieldset>
      <FormField
        label="Make-up credits last (days)"
        error={errors.makeupValidDays?.message}
        hint="Monthly tuition: a lesson cancelled in time gives a make-up credit instead of a refund"
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('makeupValidDays')} />
      </FormField>
      <CheckboxField
        control={form.control}
        name="isDefault"
        id={`${formId}-default`}
        label="Default policy (services without their own policy follow it)"
        className="items-start"
      />
      <FormAlert message={formError} />
    </form>
  );
}
