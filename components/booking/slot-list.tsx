'use client';

import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/presentation/cn';
import type { LocalSlot, SlotDay } from '@/lib/availability/local-slots';

type Props = {
  days: SlotDay[];
  /** `startUtc` of the chosen slot. */
  selected: string | null;
  onSelect: (slot: LocalSlot) => void;
  /** Radio group name; one per picker on a page. */
  name: string;
};

const hasPreferred = (day: SlotDay) => day.slots.some((slot) => slot.isPreferred);

/**
 * The free times one local day at a time (two weeks of times would be a very long page on a phone):
 * day buttons, then that day's times as one radio group (native radios: arrow keys move between
 * times, Space picks). Each time's accessible name is "Tue 24 Nov, 10:00", with "(preferred)" when
 * it matches the visitor's preferences. The first day shown is the chosen slot's, else the first
 * day with a preferred time, else the first day.
 */
export function SlotList({ days, selected, onSelect, name }: Props) {
  const t = useTranslations('booking.picker');
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const active =
    days.find((day) => day.date === chosenDate) ??
    days.find((day) => day.slots.some((slot) => slot.startUtc === selected)) ??
    days.find(hasPreferred) ??
    days[0];
  if (!active) return null;
  const headingId = `${name}-day`;

  return (
    <div className="space-y-4">
      <div role="group" aria-label={t('daysGroup')} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
        {days.map((day) => {
          const current = day.date === active.date;
          return (
            <button
              key={day.date}
              type="button"
              aria-pressed={current}
              aria-label={t('dayButton', { day: day.label, count: day.slots.length })}
              onClick={() => setChosenDate(day.date)}
              className={cn(
                'relative flex min-w-16 shrink-0 flex-col items-center rounded-md border px-2 py-1.5 text-xs transition-colors',
                current
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border-strong bg-surface text-foreground hover:bg-surface-muted',
              )}
            >
              {/* The space keeps "Tue 24 Nov" (the visible text) a part of the name, as axe and speech input expect. */}
              <span className="font-semibold">{day.weekday}</span> <span>{day.dayMonth}</span>
              {hasPreferred(day) ? (
                <Star className="absolute top-1 right-1 size-2.5 fill-current" aria-hidden="true" />
              ) : null}
            </button>
          );
        })}
      </div>

      <div role="radiogroup" aria-labelledby={headingId}>
        <h3 id={headingId} className="text-foreground mb-2 text-sm font-semibold">
          <span className="sr-only">{t('availableOn')}</span>
          {active.label}
        </h3>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {active.slots.map((slot) => {
            const checked = slot.startUtc === selected;
            return (
              <label
                key={slot.startUtc}
                className={cn(
                  'relative flex h-11 cursor-pointer items-center justify-center gap-1 rounded-md border text-sm font-medium tabular-nums transition-colors',
                  'has-[:focus-visible]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-1',
                  checked
                    ? 'border-primary bg-primary text-primary-foreground'
                    : slot.isPreferred
                      ? 'border-primary-400 bg-primary-soft text-primary-soft-foreground hover:border-primary'
                      : 'border-border-strong bg-surface text-foreground hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={slot.startUtc}
                  checked={checked}
                  onChange={() => onSelect(slot)}
                  className="sr-only"
                />
                {slot.isPreferred ? <Star className="size-3.5 fill-current" aria-hidden="true" /> : null}
                <span className="sr-only">{active.label}, </span>
                {slot.time}
                {slot.isPreferred ? <span className="sr-only">{t('preferred')}</span> : null}
              </label>
            );
          })}
        </div>
      </div>
    </div>
  );
}
