'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TCreateScheduleInput } from '@/lib/availability/schemas';
import { RuleList } from '@/components/forms/rule-list';
import { nextRuleRow, type ScheduleFormValues } from './schedule-form-values';
import { WEEKDAYS } from './weekdays';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { useFieldMessage } from '@/components/catalogue/use-field-message';
import { formatZoneName } from '@/lib/presentation/format';

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
  const t = useTranslations('teacherCalendar.availability');
  const regional = useRegionalFormat();
  const say = useFieldMessage();
  const weekdayOptions = WEEKDAYS.map(({ weekday }) => ({ value: String(weekday), label: t(`weekday.${weekday}`) }));
  return (
    <RuleList
      legend={t('rules.legend')}
      hintId="schedule-rules-hint"
      hint={t('rules.hint', { zone: formatZoneName(timezone, regional) })}
      empty={
        fields.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('rules.empty')}</p>
        ) : null
      }
      error={say(errors.rules?.message ?? errors.rules?.root?.message)}
      onAdd={() => append(nextRuleRow(getRules()))}
    >
      {fields.map((field, index) => {
        const rowErrors = errors.rules?.[index];
        const n = index + 1;
        return (
          <li key={field.id} className="flex flex-wrap items-start gap-2">
            <FormField label={t('rules.weekday', { n })} hideLabel className="basis-full sm:basis-36">
              <Select options={weekdayOptions} {...register(`rules.${index}.weekday`)} />
            </FormField>
            <FormField
              label={t('rules.start', { n })}
              hideLabel
              error={say(rowErrors?.startTime?.message)}
              className="w-24"
            >
              <Input inputMode="numeric" placeholder="09:00" maxLength={5} {...register(`rules.${index}.startTime`)} />
            </FormField>
            <span className="text-muted-foreground pt-2.5 text-sm" aria-hidden="true">
              {t('rules.to')}
            </span>
            <FormField label={t('rules.end', { n })} hideLabel error={say(rowErrors?.endTime?.message)} className="w-24">
              <Input inputMode="numeric" placeholder="17:00" maxLength={5} {...register(`rules.${index}.endTime`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('rules.remove', { n })}
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
