'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { TimeInput } from '@/components/ui/time-input';
import { cn } from '@/lib/presentation/cn';
import type { SlotPreferences } from './use-slots';

/** ISO weekdays (1 Monday … 7 Sunday), named by `bookingPreferences.weekdays.<day>`. */
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

type Props = {
  value: SlotPreferences;
  onChange: (preferences: SlotPreferences) => void;
};

/** "9:30" or "09:30" as `HH:mm` on the 24-hour clock; null while half typed or not a time. */
function readClock(text: string): string | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

/** Optional preferred weekdays (toggle buttons) and hours; matching slots are marked, none are hidden. */
export function PreferenceFields({ value, onChange }: Props) {
  const t = useTranslations('bookingPreferences');
  const id = useId();
  // What is typed stays here; the slot query only gets whole times (or nothing), never "1" or "10:".
  const [typed, setTyped] = useState({ from: value.from, to: value.to });
  const [left, setLeft] = useState({ from: false, to: false });
  const unreadableAt = (end: 'from' | 'to') => left[end] && typed[end] !== '' && !readClock(typed[end]);
  const unreadable = unreadableAt('from') || unreadableAt('to');
  const rangeError = unreadable
    ? t('unreadable')
    : value.from && value.to && value.to <= value.from
      ? t('endBeforeStart')
      : null;

  function type(end: 'from' | 'to', text: string) {
    setTyped((current) => ({ ...current, [end]: text }));
    const clock = readClock(text);
    const next = clock ?? '';
    if (next !== value[end]) onChange({ ...value, [end]: next });
  }

  function toggle(day: number) {
    const days = value.days.includes(day) ? value.days.filter((item) => item !== day) : [...value.days, day];
    onChange({ ...value, days });
  }

  return (
    <details className="border-border rounded-lg border p-3">
      <summary className="text-foreground cursor-pointer text-sm font-medium">
        {t('summary')} <span className="text-muted-foreground font-normal">{t('optional')}</span>
      </summary>
      <div className="mt-3 space-y-4">
        <fieldset>
          <legend className="text-foreground mb-2 text-sm font-medium">{t('days')}</legend>
          <div className="flex flex-wrap gap-1.5">
            {weekdays.map((day) => {
              const pressed = value.days.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={t(`weekdays.${day}.long`)}
                  onClick={() => toggle(day)}
                  className={cn(
                    'h-9 min-w-11 rounded-md border px-2 text-sm font-medium transition-colors',
                    pressed
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border-strong bg-surface text-foreground hover:bg-surface-muted',
                  )}
                >
                  {t(`weekdays.${day}.short`)}
                </button>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-foreground mb-2 text-sm font-medium">{t('hours')}</legend>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-from`}>{t('earliestStart')}</Label>
              <TimeInput
                id={`${id}-from`}
                placeholder="09:00"
                className="w-32"
                value={typed.from}
                aria-invalid={unreadableAt('from') ? true : undefined}
                aria-describedby={unreadableAt('from') ? `${id}-range-error` : undefined}
                onChange={(event) => type('from', event.target.value)}
                onBlur={() => setLeft((current) => ({ ...current, from: true }))}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-to`}>{t('latestEnd')}</Label>
              <TimeInput
                id={`${id}-to`}
                placeholder="18:00"
                className="w-32"
                value={typed.to}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? `${id}-range-error` : undefined}
                onChange={(event) => type('to', event.target.value)}
                onBlur={() => setLeft((current) => ({ ...current, to: true }))}
              />
            </div>
          </div>
          {rangeError ? (
            <p id={`${id}-range-error`} role="alert" className="text-danger-foreground mt-1.5 text-xs font-medium">
              {rangeError}
            </p>
          ) : null}
        </fieldset>
      </div>
    </details>
  );
}
