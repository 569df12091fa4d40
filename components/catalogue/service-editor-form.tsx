'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormProvider, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { TagPickerField } from '@/components/forms/tag-picker-field';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';

import { createServiceRoute, updateServiceRoute } from '@/lib/catalogue/contracts';
import type { TCreateServiceInput, TTeacherService } from '@/lib/catalogue/schemas';
import {
  editorValuesOf,
  type ServiceEditorMode,
  type ServiceEditorValues,
} from '@/lib/catalogue/service-editor-values';
import { ServiceAboutFields } from './service-about-fields';
import { FormSection } from './form-section';
import { PriceField } from './price-field';
import { callApi } from '@/lib/client/call-api';
import { fieldOf } from '@/lib/client/field-path';
import { serviceEditorResolver, type ServiceEditorOutput } from './service-editor-resolver';
import { ServiceKindFields } from './service-kind-fields';
import { ServiceMeetingFields } from './service-meeting-fields';
import { ServiceSessionsFields } from './service-sessions-fields';
import { ServiceVisibilityFields } from './service-visibility-fields';
import { useFriendlyIssueMessage } from './use-friendly-issue-message';
import { useSlugCheck } from './use-slug-check';

export type ServiceEditorFormProps = {
  mode: ServiceEditorMode;
  /** The service being edited (edit mode). */
  serviceId?: string;
  initialValues: ServiceEditorValues;
  teacherSlug: string;
  tags: { id: string; name: string; color: string | null }[];
  currencies: string[];
};

/** Creates or edits a service with the API's own schema; server refusals land on their fields. */
export function ServiceEditorForm({
  mode,
  serviceId,
  initialValues,
  teacherSlug,
  tags,
  currencies,
}: ServiceEditorFormProps) {
  const router = useRouter();
  const t = useTranslations('teacherServiceEditor');
  const { form, onSubmit, formError, submitting } = useApiForm({
    resolver: serviceEditorResolver(mode, useFriendlyIssueMessage()),
    defaultValues: initialValues,
    fallback: t('form.fallback'),
    codeFields: { CONFLICT: 'slug' },
    // `tagIds.0` and the like belong to their field.
    fieldFor: (path) => fieldOf(path, Object.keys(initialValues) as (keyof ServiceEditorValues)[]),
    submit: async (values: ServiceEditorOutput): Promise<TTeacherService | null> => {
      const state = values.slug ? await slugCheck.verify(values.slug) : 'idle';
      if (state === 'taken' || state === 'invalid') {
        form.setError('slug', { message: t(`slug.state.${state}`) }, { shouldFocus: true });
        return null;
      }
      // In create mode the resolver has checked the values against the create schema.
      return mode === 'create'
        ? callApi(createServiceRoute, { body: values as TCreateServiceInput })
        : callApi(updateServiceRoute, { params: { id: serviceId ?? '' }, body: values });
    },
    onSuccess: (saved) => {
      if (!saved) return;
      slugCheck.forget();
      if (mode === 'create') {
        toast.success(t('form.created'));
        router.push(`/teacher/services/${saved.id}`);
        return;
      }
      toast.success(t('form.saved'));
      form.reset(editorValuesOf(saved));
      router.refresh();
    },
  });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const slugCheck = useSlugCheck(slug, serviceId);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t('form.label')} className="flex flex-col gap-6">
        <FormAlert message={formError} />
        <FormSection title={t('sections.about')} description={t('sections.aboutText')}>
          <ServiceAboutFields
            teacherSlug={teacherSlug}
            slug={slug}
            slugState={slugCheck.state}
            creating={mode === 'create'}
          />
        </FormSection>
        <FormSection title={t('sections.kind')} description={t('sections.kindText')}>
          <ServiceKindFields />
        </FormSection>
        <FormSection title={t('sections.sessions')}>
          <ServiceSessionsFields />
        </FormSection>
        <FormSection title={t('sections.meeting')}>
          <ServiceMeetingFields />
        </FormSection>
        <FormSection title={t('sections.price')}>
          <PriceField currencies={currencies} />
        </FormSection>
        <FormSection title={t('sections.visibility')}>
          <ServiceVisibilityFields />
        </FormSection>
        <FormSection title={t('sections.tags')} description={t('sections.tagsText')}>
          <TagPickerField control={form.control} name="tagIds" tags={tags} hideLegend empty={t('sections.noTags')} />
        </FormSection>
        <div className="bg-background/90 border-border sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <Button asChild variant="ghost">
            <Link href="/teacher/services">{t('form.cancel')}</Link>
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'create' ? t('form.create') : t('form.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
