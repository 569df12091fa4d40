'use client';

import { Filter } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { parseAsInteger, parseAsString } from 'nuqs';
import { useApiForm } from '@/components/forms/use-api-form';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { endBeforeStartMessage, filterBarSchema, type DayRangeFilter } from '@/components/ui/filter-bar-schema';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { cn } from '@/lib/presentation/cn';

export type FilterSelect = { name: string; label: string; placeholder: string; options: ReadonlyArray<SelectOption> };

type Props = {
  /** The form's name, e.g. "Filter students". */
  label: string;
  /** A text search (`?search=`). */
  search?: { label: string; placeholder?: string; maxLength?: number };
  /** Choices such as status or tag (`?status=`, `?tagId=`). */
  selects?: FilterSelect[];
  /** A day range (`?from=&to=`, both days included). */
  days?: DayRangeFilter;
  /** What the fields show when the URL has no value (e.g. the month a list defaults to). */
  defaults?: Partial<Record<string, string>>;
};

const urlParsers = (names: string[]) => ({
  ...Object.fromEntries(names.map((name) => [name, parseAsString])),
  page: parseAsInteger,
});

/**
 * The one filter bar of list pages: its values live in the URL (Apply writes them, Reset clears
 * them, both go back to page 1) and the server page reads the same parameters.
 */
export function FilterBar({ label, search, selects = [], days, defaults = {} }: Props) {
  const names = [...(search ? ['search'] : []), ...selects.map((select) => select.name)];
  const urlNames = [...names, ...(days ? ['from', 'to'] : [])];
  const { values, update, isPending } = useUrlFilters(urlParsers(urlNames));
  // The keys are only known at run time; every one but `page` holds a string.
  const inUrl = values as Record<string, string | null>;
  const current = Object.fromEntries(urlNames.map((name) => [name, inUrl[name] ?? defaults[name] ?? '']));
  const filtered = urlNames.some((name) => inUrl[name]);
  const clear = () => update(Object.fromEntries(urlNames.map((name) => [name, null])));

  return (
    // A new draft whenever the URL (or the server's defaults) change, e.g. with the back button.
    <FilterForm
      key={JSON.stringify(current)}
      {...{ label, search, selects, days, names, current, filtered, isPending }}
      onApply={(next) => update(Object.fromEntries(urlNames.map((name) => [name, next[name] || null])))}
      onReset={clear}
    />
  );
}

type FormProps = Omit<Props, 'defaults'> & {
  names: string[];
  current: Record<string, string>;
  filtered: boolean;
  isPending: boolean;
  onApply: (values: Record<string, string>) => Promise<unknown>;
  onReset: () => Promise<unknown>;
};

function FilterForm({ label, search, selects = [], days, names, current, filtered, isPending, ...on }: FormProps) {
  const t = useTranslations('ui.filter');
  const { form, onSubmit } = useApiForm({
    schema: filterBarSchema(names, Boolean(days)),
    defaultValues: current,
    mode: 'onSubmit',
    fallback: t('failed'),
    submit: on.onApply,
  });
  const { errors } = form.formState;

  return (
    <form
      role="search"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      {search ? (
        <FormField label={search.label} className="sm:w-64">
          <Input
            type="search"
            maxLength={search.maxLength}
            placeholder={search.placeholder}
            {...form.register('search')}
          />
        </FormField>
      ) : null}
      {selects.length ? (
        <div className={cn('grid gap-3 sm:flex', selects.length > 1 && 'grid-cols-2')}>
          {selects.map((select) => (
            <FormField key={select.name} label={select.label} className="sm:w-44">
              <Select placeholder={select.placeholder} options={select.options} {...form.register(select.name)} />
            </FormField>
          ))}
        </div>
      ) : null}
      {days ? (
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Controller
            control={form.control}
            name="from"
            render={({ field }) => (
              <FormField label={days.fromLabel} className="sm:w-44">
                <DatePicker {...field} clearable />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="to"
            render={({ field }) => (
              <FormField
                label={days.toLabel}
                error={errors.to?.message === endBeforeStartMessage ? t('endBeforeStart') : errors.to?.message}
                className="sm:w-44"
              >
                <DatePicker {...field} clearable />
              </FormField>
            )}
          />
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" loading={isPending}>
          <Filter aria-hidden="true" />
          {t('apply')}
        </Button>
        {filtered ? (
          <Button type="button" variant="ghost" onClick={() => void on.onReset()} disabled={isPending}>
            {t('reset')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
