'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { TimeInput } from '@/components/ui/time-input';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { newStartSchema } from './new-session-schema';
import { RefusalLine } from './refusal-line';

/** Every quarter hour of a day: the value `00:00` to `23:45`, the label on the reader's clock. */
const quarterHours = (regional: RegionalFormat) =>
  Array.from({ length: 96 }, (_, index) => {
    const time = `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`;
    // `4:30 PM` for a reader who asked for a 12-hour clock; the six locales default to 24 hours.
    const label =
      regional.hourCycle === 'h12' ? formatDateTime(`2000-01-03T${time}:00Z`, 'UTC', 'clock', regional) : time;
    return { value: time, label };
  });

type StartValues = { date: string; time: string };

type FormProps<R> = {
  /** The teacher's zone: the new date and time are read on its clock. */
  timeZone: string;
  /** The form's accessible name ("New time"). */
  label: string;
  defaultValues: StartValues;
  /** `quarterHours`: a select of the day's quarter hours; `typed`: a 24-hour time typed in. */
  timeInput: 'quarterHours' | 'typed';
  /** The first day the date picker offers. */
  minDate?: string;
  /** Sends the new start (the API's `startUtc`); answers what moved. */
  send: (startUtc: string) => Promise<R>;
  /** Places a refusal about the start (its `startUtc` detail, a taken slot) on the time field. */
  refusalsOnTime?: boolean;
  /** Shown when a refusal has no message of its own. */
  fallback: string;
  /** What the fields say so far, under them (e.g. the new time with its end). */
  preview?: (values: StartValues) => ReactNode;
};

type DialogProps<R> = FormProps<R> & {
  trigger: string;
  title: string;
  description: string;
  submitLabel: string;
  /** After the move: the dialog is closed and the page refreshed. */
  onMoved: (answer: R) => void;
};

/**
 * A dialog asking for a new date and start time on the teacher's clock (reschedule a session, move
 * the lessons of a series from one on): the zoned schema, the API's refusals, the page refreshed.
 */
export function NewStartDialog<R>({ trigger, title, description, submitLabel, ...form }: DialogProps<R>) {
  return (
    <FormDialog
      trigger={<Button variant="secondary">{trigger}</Button>}
      title={title}
      description={description}
      submitLabel={submitLabel}
    >
      {({ formId, onSavingChange, close }) => (
        <NewStartForm {...form} formId={formId} onSavingChange={onSavingChange} close={close} />
      )}
    </FormDialog>
  );
}

type InnerProps<R> = FormProps<R> &
  Pick<DialogProps<R>, 'onMoved'> &
  Pick<FormDialogControls, 'formId' | 'onSavingChange' | 'close'>;

/** The form inside the dialog (exported for its tests). */
export function NewStartForm<R>(props: InnerProps<R>) {
  const { formId, timeZone, label, defaultValues, timeInput, minDate, send, refusalsOnTime, fallback, preview } = props;
  const t = useTranslations('teacherSessionTools');
  const router = useRouter();
  const regional = useRegionalFormat();
  const schema = useMemo(() => newStartSchema(timeZone, t), [timeZone, t]);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema,
    defaultValues,
    submit: ({ startUtc }: { startUtc: string }) => send(startUtc),
    onSuccess: (answer) => {
      props.close();
      props.onMoved(answer);
      router.refresh();
    },
    fieldFor: (path) => (refusalsOnTime && path.endsWith('startUtc') ? 'time' : null),
    codeFields: refusalsOnTime ? { SLOT_UNAVAILABLE: 'time' } : {},
    fallback,
  });
  useSavingReport(submitting, props.onSavingChange);
  const { errors } = form.formState;
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField label={t('fields.newDate')} required error={errors.date?.message}>
              <DatePicker {...field} min={minDate} />
            </FormField>
          )}
        />
        <FormField
          label={t('fields.newStartTime')}
          required
          error={errors.time?.message}
          hint={timeInput === 'typed' ? t('fields.clockHint') : undefined}
        >
          {timeInput === 'quarterHours' ? (
            <Select options={quarterHours(regional)} {...form.register('time')} />
          ) : (
            <TimeInput {...form.register('time')} />
          )}
        </FormField>
      </div>
      {preview?.({ date, time })}
      <RefusalLine message={formError} />
    </form>
  );
}
