'use client';

import { CircleAlert } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { TTeacherService } from '@/lib/catalogue/schemas';
import {
  editorValuesOf,
  type ServiceEditorMode,
  type ServiceEditorValues,
} from '@/lib/catalogue/service-editor-values';
import { slugify } from '@/lib/catalogue/slugify';
import { applyServerErrors } from './apply-server-errors';
import { DELIVERY_MODE_OPTIONS, GROUP_TYPE_OPTIONS, STRUCTURE_OPTIONS } from './dimension-options';
import { DimensionRadioGroup } from './dimension-radio-group';
import { FlagField } from './flag-field';
import { FormSection } from './form-section';
import { PriceField } from './price-field';
import { sendJson } from './send-json';
import { serviceEditorResolver, type ServiceEditorOutput } from './service-editor-resolver';
import { ServiceSessionsFields } from './service-sessions-fields';
import { SlugField } from './slug-field';
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
  const [slugEdited, setSlugEdited] = useState(mode === 'edit');
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

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value));
    },
  });

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
          <FormField label="Name" error={errors.name?.message} required>
            <Input autoComplete="off" {...nameField} />
          </FormField>
          <SlugField
            teacherSlug={teacherSlug}
            slug={slug}
            state={slugCheck.state}
            creating={mode === 'create'}
            onEdited={() => setSlugEdited(true)}
          />
          <FormField
            label="Description"
            error={errors.description?.message}
            hint="What students learn and who it is for."
          >
            <Textarea rows={5} {...form.register('description')} />
          </FormField>
        </FormSection>
        <FormSection
          title="Kind of service"
          description="Three independent choices: how you teach, to whom, and how it is sold."
        >
          <DimensionRadioGroup
            legend="How is it taught?"
            options={DELIVERY_MODE_OPTIONS}
            registration={form.register('deliveryMode')}
            error={errors.deliveryMode?.message}
          />
          <DimensionRadioGroup
            legend="Who takes part?"
            options={GROUP_TYPE_OPTIONS}
            registration={form.register('groupType')}
            error={errors.groupType?.message}
          />
          <DimensionRadioGroup
            legend="How is it sold?"
            options={STRUCTURE_OPTIONS}
            registration={form.register('structure')}
            error={errors.structure?.message}
            className="sm:grid-cols-2 xl:grid-cols-4"
          />
        </FormSection>
        <FormSection title="Sessions">
          <ServiceSessionsFields />
        </FormSection>
        <FormSection title="Price">
          <PriceField currencies={currencies} />
        </FormSection>
        <FormSection title="Visibility">
          <FlagField
            name="isTrial"
            label="Trial"
            explanation="A first, introductory session. Your public page lists trials first."
          />
          <FlagField
            name="isUnlisted"
            label="Unlisted"
            explanation="Not shown on your public page, but anyone with the link can open and buy it."
          />
          <FlagField
            name="isPrivate"
            label="Private"
            explanation="Never shown to visitors, not even with the link. For services you arrange with students yourself."
          />
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
