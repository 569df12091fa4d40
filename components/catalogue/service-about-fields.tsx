'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import { slugify } from '@/lib/core/slugify';
import { SlugField } from './slug-field';
import type { SlugState } from './use-slug-check';

type Props = { teacherSlug: string; slug: string; slugState: SlugState; creating: boolean };

/** Name, web address (made from the name until the teacher edits it) and description. */
export function ServiceAboutFields({ teacherSlug, slug, slugState, creating }: Props) {
  const t = useTranslations('teacherServiceEditor.about');
  const { register, setValue, formState } = useFormContext<ServiceEditorValues>();
  const [slugEdited, setSlugEdited] = useState(!creating);
  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) setValue('slug', slugify(event.target.value));
    },
  });

  return (
    <>
      <FormField label={t('name')} error={formState.errors.name?.message} required>
        <Input autoComplete="off" {...nameField} />
      </FormField>
      <SlugField
        teacherSlug={teacherSlug}
        slug={slug}
        state={slugState}
        creating={creating}
        onEdited={() => setSlugEdited(true)}
      />
      <FormField label={t('description')} error={formState.errors.description?.message} hint={t('descriptionHint')}>
        <Textarea rows={5} {...register('description')} />
      </FormField>
    </>
  );
}
