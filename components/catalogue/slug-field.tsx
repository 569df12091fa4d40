'use client';

import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import type { SlugState } from './use-slug-check';

type Props = { teacherSlug: string; slug: string; state: SlugState; onEdited: () => void; creating: boolean };

/** The service's address on the public page, with its live availability. */
export function SlugField({ teacherSlug, slug, state, onEdited, creating }: Props) {
  const t = useTranslations('teacherServiceEditor.slug');
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
        label={t('label')}
        error={formState.errors.slug?.message}
        hint={t(creating ? 'hintNew' : 'hintEdit', { teacher: teacherSlug, slug: slug.trim() || '…' })}
      >
        <Input autoCapitalize="none" autoComplete="off" spellCheck={false} {...registration} />
      </FormField>
      <p role="status" aria-live="polite" className={`flex min-h-5 items-center gap-1.5 text-xs font-medium ${tone}`}>
        {state === 'idle' ? null : (
          <>
            <Icon className={`size-3.5 ${state === 'checking' ? 'animate-spin' : ''}`} aria-hidden="true" />
            <span>
              <span className="sr-only">{t('announce')} </span>
              {t(`state.${state}`)}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
