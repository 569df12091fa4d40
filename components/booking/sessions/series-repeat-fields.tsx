'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { maxSeriesOccurrences } from '@/lib/booking/series/schemas';
import type { NewSessionFormInput, NewSessionFormValues } from './new-session-schema';

const repeatValues = ['none', 'weekly', 'fortnightly'] as const;

type Props = { form: UseFormReturn<NewSessionFormInput, unknown, NewSessionFormValues> };

/** "Repeat" and "Number of lessons" of the booking form; the number shows once it repeats. */
export function SeriesRepeatFields({ form }: Props) {
  const t = useTranslations('teacherSessionTools.repeat');
  const repeatOptions = repeatValues.map((value) => ({ value, label: t(value) }));
  const repeat = useWatch({ control: form.control, name: 'repeat' });
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('label')} error={errors.repeat?.message}>
        <Select options={repeatOptions} {...form.register('repeat')} />
      </FormField>
      {repeat && repeat !== 'none' ? (
        <FormField
          label={t('count')}
          required
          error={errors.count?.message}
          hint={t('countHint', { max: maxSeriesOccurrences })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={2}
            max={maxSeriesOccurrences}
            {...form.register('count', { valueAsNumber: true })}
          />
        </FormField>
      ) : null}
    </div>
  );
}
