'use client';

import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/ui/cn';
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

/** Optional preferred weekdays (toggle buttons) and hours; matching slots are marked, none are hidden. */
export function PreferenceFields({ value, onChange }: Props) {
  const id = useId();
  const rangeError =
    value.from && value.to && value.to <= value.from ? 'The latest end must be after the earliest start' : null;

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
              <Input
                id={`${id}-from`}
                type="time"
                step={900}
                className="w-32"
                value={value.from}
                onChange={(event) => onChange({ ...value, from: event.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-to`}>Latest end</Label>
              <Input
                id={`${id}-to`}
                type="time"
                step={900}
                className="w-32"
                value={value.to}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? `${id}-range-error` : undefined}
                onChange={(event) => onChange({ ...value, to: event.target.value })}
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
