'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  retentionBounds,
  type RetentionDayField,
  type TRetentionSettings,
  type TUpdateRetentionSettingsInput,
} from '@/lib/data-retention/schemas';

type Props = {
  form: UseFormReturn<TRetentionSettings, unknown, TUpdateRetentionSettingsInput>;
  name: RetentionDayField;
  label: string;
  hint: string;
  error?: string;
};

/** A whole number of days within the setting's bounds, which the hint states. */
export function DaysField({ form, name, label, hint, error }: Props) {
  const t = useTranslations('teacherRetention.days');
  const { min, max } = retentionBounds[name];
  return (
    <FormField
      label={t('label', { label })}
      error={error}
      hint={t('hint', { hint, min: String(min), max: String(max) })}
    >
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        {...form.register(name, { valueAsNumber: true })}
      />
    </FormField>
  );
}
