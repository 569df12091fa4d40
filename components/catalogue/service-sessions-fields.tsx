'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { visibleEditorFields, type ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import { BILLING_INTERVAL_OPTIONS } from './dimension-options';

/** '' -> null (not set), anything else -> a number (NaN is reported by the schema). */
const nullableNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const requiredNumber = (value: unknown) => (value === '' ? Number.NaN : Number(value));

const SESSIONS_LABEL: Record<string, { label: string; hint: string }> = {
  package: { label: 'Sessions in the package', hint: 'How many sessions one purchase gives.' },
  course: { label: 'Sessions in the course', hint: 'Optional: the number of live sessions a student can book.' },
  subscription: { label: 'Sessions per billing period', hint: 'How many sessions each payment gives.' },
};

/** Length, seats, number of sessions, billing interval and validity: what the dimensions call for. */
export function ServiceSessionsFields() {
  const { control, register, formState } = useFormContext<ServiceEditorValues>();
  const [groupType, structure, pricingModel] = useWatch({ control, name: ['groupType', 'structure', 'pricingModel'] });
  const visible = visibleEditorFields({ groupType, structure, pricingModel });
  const { errors } = formState;
  const sessions = SESSIONS_LABEL[structure];

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Length of a session (minutes)" error={errors.durationMinutes?.message} required>
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
        <FormField
          label="Seats"
          error={errors.capacity?.message}
          hint="The most students in one group. Leave it empty for no limit."
        >
          <Input type="number" inputMode="numeric" min={1} {...register('capacity', { setValueAs: nullableNumber })} />
        </FormField>
      ) : null}
      {visible.sessionsIncluded && sessions ? (
        <FormField
          label={sessions.label}
          error={errors.sessionsIncluded?.message}
          required={structure === 'package'}
          hint={sessions.hint}
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
        <FormField label="Billed" error={errors.billingInterval?.message} required>
          <Select
            placeholder="Choose…"
            options={BILLING_INTERVAL_OPTIONS}
            {...register('billingInterval', { setValueAs: (value: unknown) => (value === '' ? null : value) })}
          />
        </FormField>
      ) : null}
      <FormField
        label="Valid for (days)"
        error={errors.validityDays?.message}
        hint="How long after buying it can be used. Leave empty for no expiry."
      >
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
