'use client';

import { X } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TCreateScheduleInput } from '@/lib/availability/schemas';
import { RuleList } from '@/components/forms/rule-list';
import { nextRuleRow, type ScheduleFormValues } from './schedule-form-values';
import { WEEKDAYS } from './weekdays';
import { formatZoneName } from '@/lib/core/format-time';

const WEEKDAY_OPTIONS = WEEKDAYS.map(({ weekday, label }) => ({ value: String(weekday), label }));

type Props = {
  control: Control<ScheduleFormValues, unknown, TCreateScheduleInput>;
  register: UseFormRegister<ScheduleFormValues>;
  errors: FieldErrors<ScheduleFormValues>;
  getRules: () => ScheduleFormValues['rules'];
  timezone: string;
};

/** The weekly windows: one row per window (weekday, from, to), several rows per weekday allowed. */
export function ScheduleRuleRows({ control, register, errors, getRules, timezone }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'rules' });
  return (
    <RuleList
      legend="Weekly hours"
      hintId="schedule-rules-hint"
      hint={
        <>
          24-hour times (HH:mm) in {formatZoneName(timezone)}; 24:00 is midnight at the end of the day. Add several rows
          for one day to leave a break.
        </>
      }
      empty={
        fields.length === 0 ? (
          <p className="text-muted-foreground text-sm">No hours yet: students cannot book while this is empty.</p>
        ) : null
      }
      error={errors.rules?.message ?? errors.rules?.root?.message}
      onAdd={() => append(nextRuleRow(getRules()))}
    >
      {fields.map((field, index) => {
        const rowErrors = errors.rules?.[index];
        const n = index + 1;
        return (
          <li key={field.id} className="flex flex-wrap items-start gap-2">
            <FormField label={`Rule ${n} weekday`} hideLabel className="basis-full sm:basis-36">
              <Select options={WEEKDAY_OPTIONS} {...register(`rules.${index}.weekday`)} />
            </FormField>
            <FormField label={`Rule ${n} start`} hideLabel error={rowErrors?.startTime?.message} className="w-24">
              <Input inputMode="numeric" placeholder="09:00" maxLength={5} {...register(`rules.${index}.startTime`)} />
            </FormField>
            <span className="text-muted-foreground pt-2.5 text-sm" aria-hidden="true">
              to
            </span>
            <FormField label={`Rule ${n} end`} hideLabel error={rowErrors?.endTime?.message} className="w-24">
              <Input inputMode="numeric" placeholder="17:00" maxLength={5} {...register(`rules.${index}.endTime`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove rule ${n}`}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </RuleList>
  );
}
