'use client';

import { CircleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/presentation/cn';
import type { DimensionOption } from './dimension-options';

type Props<V extends string> = {
  legend: string;
  options: DimensionOption<V>[];
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
};

/** One dimension of a service as radio cards: label, icon and a sentence explaining each choice. */
export function DimensionRadioGroup<V extends string>({ legend, options, registration, error, className }: Props<V>) {
  const id = useId();
  const labels = useTranslations('publicPage.labels');
  const explanations = useTranslations('teacherServiceEditor.kind.explanation');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="text-foreground mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2 sm:grid-cols-3', className)}>
        {options.map(({ value, icon: Icon }: DimensionOption<string>) => (
          <label
            key={value}
            className={cn(
              'border-border-strong bg-surface relative flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors',
              'hover:border-primary-300 has-checked:border-primary has-checked:bg-primary-soft has-checked:ring-primary has-checked:ring-1',
              'has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
            )}
          >
            <input
              type="radio"
              value={value}
              {...registration}
              className="sr-only"
              aria-describedby={`${id}-${value}`}
            />
            <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span className="flex flex-col gap-0.5">
              <span className="text-foreground text-sm font-semibold">{labels(value)}</span>
              <span id={`${id}-${value}`} className="text-muted-foreground text-xs leading-5">
                {explanations(value)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-danger-foreground flex items-center gap-1.5 text-xs font-medium"
        >
          <CircleAlert className="size-3.5" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
