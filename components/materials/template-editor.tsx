'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { TagPickerField } from '@/components/forms/tag-picker-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { PickableTag } from '@/components/ui/tag-picker';
import { callApi } from '@/lib/client/call-api';
import { fieldOf } from '@/lib/client/field-path';
import { createTemplateRoute, updateTemplateRoute } from '@/lib/materials/templates/contracts';
import { ZTemplateFields, type TTemplateDetail } from '@/lib/materials/templates/schemas';
import { TemplateActions } from './template-actions';
import { ChipInput } from './template-chip-input';
import { TemplateResourceLinks } from './template-resource-links';
import {
  libraryHref,
  templateValuesOf,
  type FolderChoice,
  type LinkedResource,
  type TemplateFormOutput,
  type TemplateFormValues,
} from './template-values';

type Props = {
  /** The template being edited; absent when creating one. */
  template?: TTemplateDetail;
  initialValues: TemplateFormValues;
  folders: FolderChoice[];
  tags: PickableTag[];
};

const fields = Object.keys(ZTemplateFields.shape) as (keyof TemplateFormValues)[];

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}

/**
 * Creates or edits a lesson template with the API's own schema (inline errors on touch; refusals of
 * the server land on their fields). Edit mode adds usage, version, Duplicate and Move to trash.
 */
export function TemplateEditor({ template, initialValues, folders, tags }: Props) {
  const router = useRouter();
  const [known, setKnown] = useState<ReadonlyMap<string, LinkedResource>>(
    () => new Map((template?.resources ?? []).map((resource) => [resource.id, resource])),
  );
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZTemplateFields,
    defaultValues: initialValues,
    fallback: 'The template could not be saved. Try again.',
    // `resourceIds`, `categories.2` and the like belong to their field.
    fieldFor: (path) => fieldOf(path, fields),
    submit: (values: TemplateFormOutput) =>
      template
        ? callApi(updateTemplateRoute, { params: { id: template.id }, body: values })
        : callApi(createTemplateRoute, { body: values }),
    onSuccess: (saved) => {
      if (!template) {
        toast.success('Template created.');
        router.push(`/teacher/materials/templates/${saved.id}`);
        return;
      }
      toast.success(saved.version > template.version ? `Saved as version ${saved.version}.` : 'Changes saved.');
      form.reset(templateValuesOf(saved as TTemplateDetail));
      router.refresh();
    },
  });
  const errors = form.formState.errors;
  const folderPaths = new Map(folders.map((folder) => [folder.id, folder.path]));
  const folderId = useWatch({ control: form.control, name: 'folderId' });
  const backHref = libraryHref(template ? template.folderId : (initialValues.folderId ?? null));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
      {template ? (
        <aside aria-label="About this template" className="flex flex-col gap-4 lg:sticky lg:top-20 lg:order-last">
          <Card>
            <CardContent className="flex flex-col gap-4">
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-muted-foreground text-xs">Version</dt>
                  <dd className="font-semibold tabular-nums">{template.version}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground text-xs">Used in</dt>
                  <dd className="font-semibold tabular-nums">
                    {template.usageCount} {template.usageCount === 1 ? 'session' : 'sessions'}
                  </dd>
                </div>
              </dl>
              <p className="text-muted-foreground text-xs leading-5">
                Sessions keep the version they were given: editing the name, text, meet link or resources makes a new
                version and changes no past session.
              </p>
              <TemplateActions
                templateId={template.id}
                name={template.name}
                folderId={template.folderId}
                dirty={form.formState.isDirty}
              />
            </CardContent>
          </Card>
        </aside>
      ) : null}

      <form noValidate onSubmit={onSubmit} aria-label="Lesson template" className="flex min-w-0 flex-col gap-6">
        <FormAlert message={formError} />
        <Section title="About" description="Only you see templates; students see what a session brings.">
          <FormField label="Name" required error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <Controller
            control={form.control}
            name="categories"
            render={({ field, fieldState }) => (
              <ChipInput
                label="Categories"
                noun="category"
                hint="Levels or kinds of lesson, e.g. A2, conversation. Press Enter or type a comma after each."
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TagPickerField
            control={form.control}
            name="tagIds"
            tags={tags}
            empty="You have no tags yet: add new ones below."
          />
          <Controller
            control={form.control}
            name="tags"
            render={({ field, fieldState }) => (
              <ChipInput
                label="New tags"
                noun="new tag"
                hint="Created when you save, and offered everywhere you use tags."
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>

        <Section
          title="Lesson defaults"
          description="Applying the template to a session copies these into the session's empty fields."
        >
          <FormField
            label="Meet link"
            hint="An http(s) address of your video room, e.g. https://meet.example.com/abc"
            error={errors.meetLink?.message}
          >
            <Input type="url" inputMode="url" autoComplete="off" {...form.register('meetLink')} />
          </FormField>
          <FormField
            label="Default notes"
            hint="Your private notes for the lesson."
            error={errors.defaultNotes?.message}
          >
            <Textarea rows={4} {...form.register('defaultNotes')} />
          </FormField>
          <FormField label="Default summary" error={errors.defaultSummary?.message}>
            <Textarea rows={3} {...form.register('defaultSummary')} />
          </FormField>
        </Section>

        <Section title="Folder">
          <Controller
            control={form.control}
            name="folderId"
            render={({ field, fieldState }) => (
              <FormField label="Folder" hideLabel error={fieldState.error?.message}>
                <Select
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value || null)}
                  onBlur={field.onBlur}
                  options={[
                    { value: '', label: 'Top level (no folder)' },
                    ...folders.map((folder) => ({ value: folder.id, label: folder.label })),
                  ]}
                />
              </FormField>
            )}
          />
          {folderId ? (
            <p className="text-muted-foreground text-xs">
              In {folders.find((folder) => folder.id === folderId)?.path ?? 'a folder'}
            </p>
          ) : null}
        </Section>

        <Section title="Resources" description="Linked to a session, in this order, when you apply the template.">
          <Controller
            control={form.control}
            name="resourceIds"
            render={({ field, fieldState }) => (
              <TemplateResourceLinks
                value={field.value}
                onChange={(next) => field.onChange(next)}
                known={known}
                onFound={(resource) => setKnown((map) => new Map(map).set(resource.id, resource))}
                folderPaths={folderPaths}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>

        <div className="bg-background/90 border-border sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-2 border-t px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          {form.formState.isDirty && template ? <Badge tone="warning">Unsaved changes</Badge> : null}
          <Button asChild variant="ghost">
            <Link href={backHref}>{template ? 'Back to library' : 'Cancel'}</Link>
          </Button>
          <Button type="submit" loading={submitting}>
            {template ? 'Save changes' : 'Create template'}
          </Button>
        </div>
      </form>
    </div>
  );
}
