'use client';

import { Controller, useForm } from 'react-hook-form';
import { sendJson } from '@/components/services/send-json';
import { Checkbox } from '@/components/ui/checkbox';
import type { FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TCreateScheduleInput, TSchedule } from '@/lib/availability/schemas';
import { FormAlert, useApiRefusal } from './api-refusal';
import { emptyScheduleValues, scheduleValuesOf, type ScheduleFormValues } from './schedule-form-values';
import { isScheduleFieldPath, scheduleResolver } from './schedule-resolver';
import { ScheduleRuleRows } from './schedule-rule-rows';

type Props = Pick<FormDialogControls, 'formId' | 'onSavingChange'> & {
  schedule?: TSchedule;
  timezone: string;
  onSaved: (name: string) => void;
};

/** Name, dates, active flag and weekly windows of a schedule; the API's refusals land on the fields. */
export function ScheduleForm({ formId, schedule, timezone, onSavingChange, onSaved }: Props) {
  const form = useForm<ScheduleFormValues, unknown, TCreateScheduleInput>({
    defaultValues: schedule ? scheduleValuesOf(schedule) : emptyScheduleValues(),
    resolver: scheduleResolver,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const { formError, clearFormError, showRefusal } = useApiRefusal({
    setError: form.setError,
    isFieldPath: isScheduleFieldPath,
    fallback: 'The schedule could not be saved. Try again.',
  });

  const onSubmit = form.handleSubmit(async (input) => {
    clearFormError();
    onSavingChange(true);
    const answer = schedule
      ? await sendJson<TSchedule>('PATCH', `/api/teacher/availability-schedules/${schedule.id}`, input)
      : await sendJson<TSchedule>('POST', '/api/teacher/availability-schedules', input);
    onSavingChange(false);
    if (answer.ok) onSaved(answer.data.name);
    else showRefusal(answer.error);
  });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label="Name" required error={errors.name?.message} hint="For you, e.g. “Term time” or “Summer”">
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Starts on" error={errors.validFrom?.message} hint="Empty: already applies">
          <Input type="date" {...form.register('validFrom')} />
        </FormField>
        <FormField label="Ends on" error={errors.validUntil?.message} hint="Empty: no end date">
          <Input type="date" {...form.register('validUntil')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${formId}-active`}
              checked={field.value}
              onCheckedChange={(next) => field.onChange(next === true)}
            />
            <Label htmlFor={`${formId}-active`} className="font-normal">
              Active (students can book these hours)
            </Label>
          </div>
        )}
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
