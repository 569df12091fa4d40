'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/presentation/cn';

export type PickableTag = { id: string; name: string; color: string | null };

type Props = {
  tags: PickableTag[];
  /** The chosen tag ids. */
  value: string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** The group's name; shown above the chips unless `hideLegend` (a section title already says it). */
  legend?: string;
  hideLegend?: boolean;
  /** Said when the teacher has no tags at all. */
  empty: ReactNode;
};

/** The teacher's tags as toggle chips (checkboxes): a multi-select for services, students and the like. */
export function TagPicker({ tags, value, onChange, onBlur, error, legend, hideLegend, empty }: Props) {
  const t = useTranslations('ui.tagPicker');
  const chosen = new Set(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={hideLegend ? 'sr-only' : 'text-foreground mb-1 text-sm font-medium'}>
        {legend ?? t('legend')}
      </legend>
      {tags.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <label
              key={tag.id}
              className={cn(
                'border-border-strong bg-surface text-foreground inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
                'hover:border-primary-300 has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-soft-foreground',
                'has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={chosen.has(tag.id)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...value, tag.id] : value.filter((id) => id !== tag.id))
                }
                onBlur={onBlur}
              />
              {chosen.has(tag.id) ? (
                <Check className="size-3.5" aria-hidden="true" />
              ) : (
                <span
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: tag.color ?? 'currentColor' }}
                  aria-hidden="true"
                />
              )}
              {tag.name}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-danger-foreground text-xs font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
