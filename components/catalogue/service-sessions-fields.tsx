'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { visibleEditorFields, type ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import { BILLING_INTERVALS } from './dimension-options';

/** '' -> null (not set), anything else -> a number (NaN is reported by the schema). */
const nullableNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const requiredNumber = (value: unknown) => (value === '' ? Number.NaN : Number(value));

/** The structures whose number of sessions the editor asks for (`sessions.included.<structure>`). */
const COUNTS_SESSIONS = new Set(['package', 'course', 'subscription']);

/** Length, seats, number of sessions, billing interval and validity: what the dimensions call for. */
export function ServiceSessionsFields() {
  const t = useTranslations('teacherServiceEditor.sessions');
  const { control, register, formState } = useFormContext<ServiceEditorValues>();
  const [groupType, structure, pricingModel] = useWatch({ control, name: ['groupType', 'structure', 'pricingModel'] });
  const visible = visibleEditorFields({ groupType, structure, pricingModel });
  const { errors } = formState;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('duration')} error={errors.durationMinutes?.message} required>
        <Input
          type="number"
          inputMode="numeric"
          min={5}
          max={1440}
          step={5}
          {...register('durationMinutes', { setValueAs: requiredNumber })}
        />
      </FormField>
      {visible.capacity ? (
        <FormField label={t('seats')} error={errors.capacity?.message} hint={t('seatsHint')}>
          <Input type="number" inputMode="numeric" min={1} {...register('capacity', { setValueAs: nullableNumber })} />
        </FormField>
      ) : null}
      {visible.sessionsIncluded && COUNTS_SESSIONS.has(structure) ? (
        <FormField
          label={t(`included.${structure}`)}
          error={errors.sessionsIncluded?.message}
          required={structure === 'package'}
          hint={t(`includedHint.${structure}`)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            {...register('sessionsIncluded', { setValueAs: nullableNumber })}
          />
        </FormField>
      ) : null}
      {visible.billingInterval ? (
        <FormField label={t('billed')} error={errors.billingInterval?.message} required>
          <Select
            placeholder={t('choose')}
            options={BILLING_INTERVALS.map((value) => ({ value, label: t(`interval.${value}`) }))}
            {...register('billingInterval', { setValueAs: (value: unknown) => (value === '' ? null : value) })}
          />
        </FormField>
      ) : null}
      <FormField label={t('validity')} error={errors.validityDays?.message} hint={t('validityHint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          {...register('validityDays', { setValueAs: nullableNumber })}
        />
      </FormField>
    </div>
  );
}
