'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { useFieldMessage } from '@/components/catalogue/use-field-message';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { overrideShapeIssues } from '@/lib/availability/override-shape';
import { createOverrideRoute } from '@/lib/availability/contracts';
import { ZCreateOverrideInput } from '@/lib/availability/schemas';
import { callApi } from '@/lib/client/call-api';
import { shapeResolver } from './add-shape-issues';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { formatLocalDate } from './local-date';
import { OVERRIDE_KINDS, emptyOverrideValues, toOverrideInput, type OverrideFormValues } from './override-form-values';
import { formatZoneName } from '@/lib/presentation/format';

/** The API's schema on the body that will be sent (a closed day drops any typed times). */
const resolver = shapeResolver<OverrideFormValues, typeof ZCreateOverrideInput>(
  ZCreateOverrideInput,
  toOverrideInput,
  overrideShapeIssues,
);

const FIELDS = new Set(['date', 'startTime', 'endTime', 'reason']);

/** Adds a closed day, blocked hours or extra hours on one date, in the teacher's zone. */
export function OverrideForm({ timezone, today }: { timezone: string; today: string }) {
  const router = useRouter();
  const t = useTranslations('teacherCalendar.availability');
  const regional = useRegionalFormat();
  const say = useFieldMessage();
  const { form, onSubmit, formError } = useApiForm({
    defaultValues: emptyOverrideValues(),
    resolver,
    fieldFor: (path) => (FIELDS.has(path) ? (path as FieldPath<OverrideFormValues>) : null),
    fallback: t('override.failed'),
    submit: (input) => callApi(createOverrideRoute, { body: input }),
    onSuccess: (saved) => {
      toast.success(t('override.saved', { date: formatLocalDate(saved.date, regional) }));
      form.reset({ ...emptyOverrideValues(), kind: form.getValues('kind') });
      router.refresh();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submitLabel = t(`kind.${kind}.submit`);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('override.form')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <FormField
              label={t('override.date')}
              required
              error={say(errors.date?.message)}
              hint={t('override.dateHint', { zone: formatZoneName(timezone, regional) })}
            >
              <DatePicker {...field} min={today} />
            </FormField>
          )}
        />
        <FormField label={t('override.kind')} required>
          <Select
            options={OVERRIDE_KINDS.map((value) => ({ value, label: t(`kind.${value}.label`) }))}
            {...form.register('kind')}
          />
        </FormField>
        {kind === 'closed' ? null : (
          <>
            <FormField
              label={t('override.from')}
              required
              error={say(errors.startTime?.message)}
              hint={t('override.fromHint')}
            >
              <Input inputMode="numeric" placeholder="09:00" maxLength={5} {...form.register('startTime')} />
            </FormField>
            <FormField label={t('override.to')} required error={say(errors.endTime?.message)} hint={t('override.toHint')}>
              <Input inputMode="numeric" placeholder="13:00" maxLength={5} {...form.register('endTime')} />
            </FormField>
          </>
        )}
      </div>
      <FormField label={t('override.note')} error={say(errors.reason?.message)} hint={t('override.noteHint')}>
        <Input autoComplete="off" maxLength={200} {...form.register('reason')} />
      </FormField>
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
