'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('teacherMaterials.template');
  const words = useTranslations('teacherMaterials.words');
  const router = useRouter();
  const [known, setKnown] = useState<ReadonlyMap<string, LinkedResource>>(
    () => new Map((template?.resources ?? []).map((resource) => [resource.id, resource])),
  );
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZTemplateFields,
    defaultValues: initialValues,
    fallback: t('failed'),
    // `resourceIds`, `categories.2` and the like belong to their field.
    fieldFor: (path) => fieldOf(path, fields),
    submit: (values: TemplateFormOutput) =>
      template
        ? callApi(updateTemplateRoute, { params: { id: template.id }, body: values })
        : callApi(createTemplateRoute, { body: values }),
    onSuccess: (saved) => {
      if (!template) {
        toast.success(t('created'));
        router.push(`/teacher/materials/templates/${saved.id}`);
        return;
      }
      toast.success(saved.version > template.version ? t('savedVersion', { version: saved.version }) : t('saved'));
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
        <aside aria-label={t('about')} className="flex flex-col gap-4 lg:sticky lg:top-20 lg:order-last">
          <Card>
            <CardContent className="flex flex-col gap-4">
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-muted-foreground text-xs">{t('version')}</dt>
                  <dd className="font-semibold tabular-nums">{template.version}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground text-xs">{t('usedIn')}</dt>
                  <dd className="font-semibold tabular-nums">{t('sessions', { count: template.usageCount })}</dd>
                </div>
              </dl>
              <p className="text-muted-foreground text-xs leading-5">{t('versionHint')}</p>
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

      <form noValidate onSubmit={onSubmit} aria-label={t('label')} className="flex min-w-0 flex-col gap-6">
        <FormAlert message={formError} />
        <Section title={t('aboutSection')} description={t('aboutHint')}>
          <FormField label={t('name')} required error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label={t('description')} error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <Controller
            control={form.control}
            name="categories"
            render={({ field, fieldState }) => (
              <ChipInput
                label={t('categories')}
                removeLabel={(name) => t('removeCategory', { name })}
                hint={t('categoriesHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TagPickerField control={form.control} name="tagIds" tags={tags} empty={t('noTags')} />
          <Controller
            control={form.control}
            name="tags"
            render={({ field, fieldState }) => (
              <ChipInput
                label={t('newTags')}
                removeLabel={(name) => t('removeNewTag', { name })}
                hint={t('newTagsHint')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>

        <Section title={t('defaults')} description={t('defaultsHint')}>
          <FormField label={t('meetLink')} hint={t('meetLinkHint')} error={errors.meetLink?.message}>
            <Input type="url" inputMode="url" autoComplete="off" {...form.register('meetLink')} />
          </FormField>
          <FormField label={t('notes')} hint={t('notesHint')} error={errors.defaultNotes?.message}>
            <Textarea rows={4} {...form.register('defaultNotes')} />
          </FormField>
          <FormField label={t('summary')} error={errors.defaultSummary?.message}>
            <Textarea rows={3} {...form.register('defaultSummary')} />
          </FormField>
        </Section>

        <Section title={t('folder')}>
          <Controller
            control={form.control}
            name="folderId"
            render={({ field, fieldState }) => (
              <FormField label={t('folder')} hideLabel error={fieldState.error?.message}>
                <Select
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value || null)}
                  onBlur={field.onBlur}
                  options={[
                    { value: '', label: words('topLevel') },
                    ...folders.map((folder) => ({ value: folder.id, label: folder.label })),
                  ]}
                />
              </FormField>
            )}
          />
          {folderId ? (
            <p className="text-muted-foreground text-xs">
              {t('inFolder', { path: folders.find((folder) => folder.id === folderId)?.path ?? words('aFolder') })}
            </p>
          ) : null}
        </Section>

        <Section title={t('resources')} description={t('resourcesHint')}>
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
          {form.formState.isDirty && template ? <Badge tone="warning">{t('unsaved')}</Badge> : null}
          <Button asChild variant="ghost">
            <Link href={backHref}>{template ? t('back') : t('cancel')}</Link>
          </Button>
          <Button type="submit" loading={submitting}>
            {template ? t('save') : t('create')}
          </Button>
        </div>
      </form>
    </div>
  );
}
