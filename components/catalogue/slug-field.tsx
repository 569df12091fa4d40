'use client';

import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import type { SlugState } from './use-slug-check';

const STATE_TEXT: Record<Exclude<SlugState, 'idle'>, string> = {
  checking: 'Checking…',
  available: 'Available',
  taken: 'Already used by another of your services',
  invalid: 'Use lowercase letters, digits and hyphens',
  unknown: 'Could not check right now; it is checked again when you save',
};

type Props = { teacherSlug: string; slug: string; state: SlugState; onEdited: () => void; creating: boolean };

/** The service's address on the public page, with its live availability. */
export function SlugField({ teacherSlug, slug, state, onEdited, creating }: Props) {
  const { register, formState } = useFormContext<ServiceEditorValues>();
  const registration = register('slug', { onChange: onEdited });
  const Icon = state === 'available' ? CircleCheck : state === 'checking' ? LoaderCircle : CircleX;
  const tone =
    state === 'available'
      ? 'text-success-foreground'
      : state === 'checking'
        ? 'text-muted-foreground'
        : 'text-danger-foreground';

  return (
    <div className="flex flex-col gap-1.5">
      <FormField
        label="Web address"
        error={formState.errors.slug?.message}
        hint={
          <>
            Public page: /{teacherSlug}/services/{slug.trim() || '…'}.
            {creating ? ' Left empty, it is made from the name.' : ' Changing it breaks links shared before.'}
          </>
        }
      >
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} {...registration} />
      </FormField>
      <p role="status" aria-live="polite" className={`flex min-h-5 items-center gap-1.5 text-xs font-medium ${tone}`}>
        {state === 'idle' ? null : (
          <>
            <Icon className={`size-3.5 ${state === 'checking' ? 'animate-spin' : ''}`} aria-hidden="true" />
            <span>
              <span className="sr-only">Web address: </span>
              {STATE_TEXT[state]}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
