'use client';

import { Check } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import { cn } from '@/lib/ui/cn';

type Tag = { id: string; name: string; color: string | null };

/** The teacher's tags as toggle chips (checkboxes); the service gets the checked ones. */
export function TagPicker({ tags }: { tags: Tag[] }) {
  const { control } = useFormContext<ServiceEditorValues>();
  const { field, fieldState } = useController({ control, name: 'tagIds' });
  const chosen = new Set(field.value);

  function toggle(id: string, on: boolean) {
    field.onChange(on ? [...field.value, id] : field.value.filter((tagId) => tagId !== id));
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">Tags</legend>
      {tags.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          You have no tags yet. The tags you use for students and materials will be offered here too.
        </p>
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
                onChange={(event) => toggle(tag.id, event.target.checked)}
                onBlur={field.onBlur}
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
      {fieldState.error?.message ? (
        <p role="alert" className="text-danger-foreground text-xs font-medium">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
