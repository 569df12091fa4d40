'use client';

import { CircleAlert } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { TTeacherService } from '@/lib/catalogue/schemas';
import {
  editorValuesOf,
  type ServiceEditorMode,
  type ServiceEditorValues,
} from '@/lib/catalogue/service-editor-values';
import { applyServerErrors } from './apply-server-errors';
import { ServiceAboutFields } from './service-about-fields';
import { FormSection } from './form-section';
import { PriceField } from './price-field';
import { sendJson } from './send-json';
import { serviceEditorResolver, type ServiceEditorOutput } from './service-editor-resolver';
import { ServiceKindFields } from './service-kind-fields';
import { ServiceSessionsFields } from './service-sessions-fields';
import { ServiceVisibilityFields } from './service-visibility-fields';
import { TagPicker } from './tag-picker';
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
  const form = useForm<ServiceEditorValues, unknown, ServiceEditorOutput>({
    resolver: serviceEditorResolver(mode),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const slugCheck = useSlugCheck(slug, serviceId);

  async function submit(values: ServiceEditorOutput) {
    if (values.slug) {
      const state = await slugCheck.verify(values.slug);
      if (state === 'taken' || state === 'invalid') {
        form.setError('slug', { message: SLUG_REFUSED[state] }, { shouldFocus: true });
        return;
      }
    }
    const answer =
      mode === 'create'
        ? await sendJson<TTeacherService>('POST', '/api/teacher/services', values)
        : await sendJson<TTeacherService>('PATCH', `/api/teacher/services/${serviceId}`, values);
    if (!answer.ok) {
      const message = applyServerErrors(answer, form.setError);
      if (message) form.setError('root', { message });
      return;
    }
    slugCheck.forget();
    if (mode === 'create') {
      toast.success('Draft created. Publish it when it is ready.');
      router.push(`/teacher/services/${answer.data.id}`);
      return;
    }
    toast.success('Changes saved.');
    form.reset(editorValuesOf(answer.data));
    router.refresh();
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Service" className="flex flex-col gap-6">
        {errors.root?.message ? (
          <p
            role="alert"
            className="border-danger/25 bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {errors.root.message}
          </p>
        ) : null}
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
        <FormSection title="Price">
          <PriceField currencies={currencies} />
        </FormSection>
        <FormSection title="Visibility">
          <ServiceVisibilityFields />
        </FormSection>
        <FormSection title="Tags" description="Group your services; tags are only shown to you.">
          <TagPicker tags={tags} />
        </FormSection>
        <div className="bg-background/90 border-border sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <Button asChild variant="ghost">
            <Link href="/teacher/services">Cancel</Link>
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {mode === 'create' ? 'Create draft' : 'Save changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
