'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
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

const SLUG_REFUSED = {
  taken: 'Already used by another of your services',
  invalid: 'Use lowercase letters, digits and hyphens',
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
  const { form, onSubmit, formError, submitting } = useApiForm({
    resolver: serviceEditorResolver(mode),
    defaultValues: initialValues,
    fallback: 'The service could not be saved. Try again.',
    codeFields: { CONFLICT: 'slug' },
    // `tagIds.0` and the like belong to their field.
    fieldFor: (path) => fieldOf(path, Object.keys(initialValues) as (keyof ServiceEditorValues)[]),
    submit: async (values: ServiceEditorOutput): Promise<TTeacherService | null> => {
      const state = values.slug ? await slugCheck.verify(values.slug) : 'idle';
      if (state === 'taken' || state === 'invalid') {
        form.setError('slug', { message: SLUG_REFUSED[state] }, { shouldFocus: true });
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
        toast.success('Draft created. Publish it when it is ready.');
        router.push(`/teacher/services/${saved.id}`);
        return;
      }
      toast.success('Changes saved.');
      form.reset(editorValuesOf(saved));
      router.refresh();
    },
  });
  const slug = useWatch({ control: form.control, name: 'slug' });
  const slugCheck = useSlugCheck(slug, serviceId);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Service" className="flex flex-col gap-6">
        <FormAlert message={formError} />
        <FormSection title="About" description="What students see first on your public page.">
          <ServiceAboutFields
            teacherSlug={teacherSlug}
            slug={slug}
            slugState={slugCheck.state}
            creating={mode === 'create'}
          />
        </FormSection>
        <FormSection
          title="Kind of service"
          description="Three independent choices: how you teach, to whom, and how it is sold."
        >
          <ServiceKindFields />
        </FormSection>
        <FormSection title="Sessions">
          <ServiceSessionsFields />
        </FormSection>
        <FormSection title="Online meeting">
          <ServiceMeetingFields />
        </FormSection>
        <FormSection title="Price">
          <PriceField currencies={currencies} />
        </FormSection>
        <FormSection title="Visibility">
          <ServiceVisibilityFields />
        </FormSection>
        <FormSection title="Tags" description="Group your services; tags are only shown to you.">
          <TagPickerField
            control={form.control}
            name="tagIds"
            tags={tags}
            hideLegend
            empty="You have no tags yet. The tags you use for students and materials will be offered here too."
          />
        </FormSection>
        <div className="bg-background/90 border-border sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <Button asChild variant="ghost">
            <Link href="/teacher/services">Cancel</Link>
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'create' ? 'Create draft' : 'Save changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
