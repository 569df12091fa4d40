'use client';

import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FocusEvent, type Ref } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { es } from 'react-day-picker/locale/es';
import { fr } from 'react-day-picker/locale/fr';
import { it } from 'react-day-picker/locale/it';
import { pt } from 'react-day-picker/locale/pt';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { controlClasses } from '@/components/ui/input';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import type { Locale } from '@/lib/core/locale';
import { formatIsoDate } from '@/lib/presentation/format';
import { cn } from '@/lib/presentation/cn';

export type DatePickerProps = {
  /** The chosen calendar date, `yyyy-MM-dd`; empty or null when none. */
  value: string | null | undefined;
  /** Called with `yyyy-MM-dd`, or `''` when cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The trigger button (react-hook-form focuses it on an error: pass `field.ref`). */
  ref?: Ref<HTMLButtonElement>;
  /** With a name the value is also posted by a plain form (a hidden input). */
  name?: string;
  /** Given by FormField: the label points at the trigger button. */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  /** First and last choosable dates, `yyyy-MM-dd`. */
  min?: string;
  max?: string;
  placeholder?: string;
  /** Offer a button that empties the field (for optional dates such as "valid until"). */
  clearable?: boolean;
  disabled?: boolean;
  className?: string;
};

/** The month grid's month and weekday names in the reader's language (English: react-day-picker's own). */
const gridLocales: Partial<Record<Locale, typeof de>> = { de, es, fr, it, pt };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date as a local Date at noon: react-day-picker works on the browser's clock, and noon
 * keeps a date whole across a daylight-saving change. The value itself stays a zone-less `yyyy-MM-dd`.
 */
function toLocalDate(value: string | null | undefined): Date | undefined {
  if (!value || !isoDate.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

const pad = (value: number) => String(value).padStart(2, '0');
const fromLocalDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The app's date field: a button showing the date in the house style ("23 Nov 2026") that opens a
 * month grid (arrow keys move by day, Page Up/Down by month, Enter picks, Escape closes). Its value is
 * the API's `yyyy-MM-dd`, so react-hook-form's `Controller` passes `field.value`/`field.onChange`
 * straight through. Used instead of `<input type="date">`, whose mm/dd/yyyy follows the browser.
 */
export function DatePicker({
  value,
  onChange,
  onBlur,
  ref,
  name,
  id,
  min,
  max,
  placeholder,
  clearable = false,
  disabled = false,
  className,
  ...aria
}: DatePickerProps) {
  const t = useTranslations('ui.datePicker');
  const regional = useRegionalFormat();
  const [open, setOpen] = useState(false);
  const valueId = useId();
  const gridId = useId();
  const selected = toLocalDate(value);
  const first = toLocalDate(min);
  const last = toLocalDate(max);
  const outOfRange: Matcher[] = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
  const shown = selected && value ? formatIsoDate(value, 'dayMonthYear', regional) : null;
  const describedBy = [aria['aria-describedby'], valueId].filter(Boolean).join(' ');

  const choose = (date: Date | undefined) => {
    onChange(date ? fromLocalDate(date) : '');
    setOpen(false);
  };

  return (
    <div className={cn('relative flex w-full min-w-0', className)}>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <PopoverPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onBlur?.();
        }}
      >
        <PopoverPrimitive.Trigger asChild disabled={disabled}>
          <button
            ref={ref}
            type="button"
            // A select-only combobox (WAI-ARIA): it can be required and invalid, and opens a dialog.
            role="combobox"
            aria-expanded={open}
            aria-controls={gridId}
            id={id}
            aria-invalid={aria['aria-invalid']}
            aria-required={aria['aria-required']}
            aria-describedby={describedBy}
            aria-haspopup="dialog"
            onBlur={(event: FocusEvent<HTMLButtonElement>) => {
              if (!open && !event.currentTarget.contains(event.relatedTarget)) onBlur?.();
            }}
            className={cn(
              controlClasses,
              'flex h-10 items-center gap-2 px-3 py-2 text-left',
              clearable && shown && 'pr-10',
            )}
          >
            <CalendarDays className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
            <span className={cn('truncate', !shown && 'text-subtle-foreground')}>
              {shown ?? placeholder ?? t('placeholder')}
            </span>
          </button>
        </PopoverPrimitive.Trigger>
        <span id={valueId} className="sr-only">
          {shown ? t('selected', { date: shown }) : t('none')}
        </span>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            id={gridId}
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t('choose')}
            // The month grid focuses the chosen day (or today) itself.
            onOpenAutoFocus={(event) => event.preventDefault()}
            className={cn(
              'border-border bg-surface z-50 rounded-lg border p-3 shadow-md',
              'data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out',
            )}
          >
            <DayPicker
              mode="single"
              locale={gridLocales[regional.locale]}
              autoFocus
              weekStartsOn={1}
              selected={selected}
              defaultMonth={selected ?? first}
              onSelect={choose}
              disabled={outOfRange}
              startMonth={first}
              endMonth={last}
              classNames={dayPickerClasses}
              components={{
                Chevron: ({ orientation }) =>
                  orientation === 'left' ? (
                    <ChevronLeft className="size-4" aria-hidden="true" />
                  ) : (
                    <ChevronRight className="size-4" aria-hidden="true" />
                  ),
              }}
            />
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
      {clearable && shown && !disabled ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('clear')}
          className="text-muted-foreground hover:bg-surface-muted hover:text-foreground absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/** Tailwind classes for react-day-picker's parts (its own stylesheet is not loaded). */
const dayPickerClasses = {
  root: 'relative text-sm',
  months: 'flex flex-col',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-8 items-center justify-center font-medium',
  caption_label: 'text-sm font-medium',
  nav: 'absolute inset-x-0 top-0 flex h-8 items-center justify-between',
  button_previous:
    'inline-flex size-8 items-center justify-center rounded-md hover:bg-surface-muted disabled:opacity-40',
  button_next: 'inline-flex size-8 items-center justify-center rounded-md hover:bg-surface-muted disabled:opacity-40',
  month_grid: 'border-collapse',
  weekdays: 'flex',
  weekday: 'text-muted-foreground w-9 text-center text-xs font-normal',
  week: 'mt-1 flex',
  day: 'size-9 p-0 text-center',
  day_button:
    'inline-flex size-9 items-center justify-center rounded-md hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary-hover',
  today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
  focused: '[&>button]:ring-2 [&>button]:ring-ring',
  outside: 'text-subtle-foreground',
  disabled: 'text-subtle-foreground opacity-50',
  hidden: 'invisible',
};
