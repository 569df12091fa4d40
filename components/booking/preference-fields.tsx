'use client';

import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { TimeInput } from '@/components/ui/time-input';
import { cn } from '@/lib/presentation/cn';
import type { SlotPreferences } from './use-slots';

const weekdays = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
];

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
  const id = useId();
  // What is typed stays here; the slot query only gets whole times (or nothing), never "1" or "10:".
  const [typed, setTyped] = useState({ from: value.from, to: value.to });
  const [left, setLeft] = useState({ from: false, to: false });
  const unreadableAt = (end: 'from' | 'to') => left[end] && typed[end] !== '' && !readClock(typed[end]);
  const unreadable = unreadableAt('from') || unreadableAt('to');
  const rangeError = unreadable
    ? 'Write the hours on the 24-hour clock, e.g. 09:00'
    : value.from && value.to && value.to <= value.from
      ? 'The latest end must be after the earliest start'
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
        Preferred days and hours <span className="text-muted-foreground font-normal">(optional)</span>
      </summary>
      <div className="mt-3 space-y-4">
        <fieldset>
          <legend className="text-foreground mb-2 text-sm font-medium">Preferred days</legend>
          <div className="flex flex-wrap gap-1.5">
            {weekdays.map(({ day, short, name }) => {
              const pressed = value.days.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={name}
                  onClick={() => toggle(day)}
                  className={cn(
                    'h-9 min-w-11 rounded-md border px-2 text-sm font-medium transition-colors',
                    pressed
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border-strong bg-surface text-foreground hover:bg-surface-muted',
                  )}
                >
                  {short}
                </button>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-foreground mb-2 text-sm font-medium">Preferred hours</legend>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-from`}>Earliest start</Label>
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
              <Label htmlFor={`${id}-to`}>Latest end</Label>
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
