'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { useFieldMessage } from '@/components/catalogue/use-field-message';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { createScheduleRoute, updateScheduleRoute } from '@/lib/availability/contracts';
import type { TSchedule } from '@/lib/availability/schemas';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { FormAlert } from '@/components/forms/api-refusal';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { emptyScheduleValues, scheduleValuesOf } from './schedule-form-values';
import { isScheduleFieldPath, scheduleResolver } from './schedule-resolver';
import { ScheduleRuleRows } from './schedule-rule-rows';
import { useDialogForm, type DialogFormProps } from '@/components/forms/use-dialog-form';

type Props = DialogFormProps & { schedule?: TSchedule; timezone: string };

/** Name, dates, active flag and weekly windows of a schedule; the API's refusals land on the fields. */
export function ScheduleForm({ formId, schedule, timezone, onSavingChange, onSaved }: Props) {
  const t = useTranslations('teacherCalendar.availability.schedule');
  const say = useFieldMessage();
  const update = useApiMutation(updateScheduleRoute, { refresh: false });
  const create = useApiMutation(createScheduleRoute, { refresh: false });
  const { form, formError, onSubmit } = useDialogForm({
    defaultValues: schedule ? scheduleValuesOf(schedule) : emptyScheduleValues(),
    resolver: scheduleResolver,
    send: (input) =>
      schedule ? update.mutateAsync({ params: { id: schedule.id }, body: input }) : create.mutateAsync({ body: input }),
    onSavingChange,
    onSaved,
    isFieldPath: isScheduleFieldPath,
    fallback: t('failed'),
  });
  const { errors } = form.formState;

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label={t('name')} required error={say(errors.name?.message)} hint={t('nameHint')}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="validFrom"
          render={({ field }) => (
            <FormField label={t('startsOn')} error={say(errors.validFrom?.message)} hint={t('startsOnHint')}>
              <DatePicker {...field} clearable placeholder={t('alreadyApplies')} />
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="validUntil"
          render={({ field }) => (
            <FormField label={t('endsOn')} error={say(errors.validUntil?.message)} hint={t('endsOnHint')}>
              <DatePicker {...field} clearable placeholder={t('noEndDate')} />
            </FormField>
          )}
        />
      </div>
      <CheckboxField
        control={form.control}
        name="isActive"
        id={`${formId}-active`}
        label={t('activeLabel')}
      />
      <ScheduleRuleRows
        control={form.control}
        register={form.register}
        errors={errors}
        getRules={() => form.getValues('rules')}
        timezone={timezone}
      />
      <FormAlert message={formError} />
    </form>
  );
}
