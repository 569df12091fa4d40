'use client';

import { Plus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { TagPickerField } from '@/components/forms/tag-picker-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { PickableTag } from '@/components/ui/tag-picker';
import { Textarea } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { callApi } from '@/lib/client/call-api';
import { createResourceRoute, updateResourceRoute } from '@/lib/materials/resources/contracts';
import {
  maxResourceDescriptionLength,
  maxResourceLabelLength,
  resourceProviders,
  resourceTypes,
  ZResourceFields,
  type TResource,
} from '@/lib/materials/resources/schemas';
import { inferResourceProvider } from '@/lib/materials/resources/video-links';
import { listTagsRoute } from '@/lib/students/contracts';
import { folderOptions } from './resource-labels';
import { ResourcePreview } from './resource-preview';

export type ResourceDialogFolder = { id: string; name: string; depth: number };

export type ResourceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The resource to edit; a new one when left out. */
  resource?: TResource;
  /** Where a new resource goes (the folder on screen); null or left out: the top level. */
  folderId?: string | null;
  folders: readonly ResourceDialogFolder[];
  /** The teacher's tags; fetched when the dialog opens if left out. */
  tags?: PickableTag[];
  onSaved: (resource: TResource) => void;
};

/** The API's field schemas; description and folder as the text the inputs hold ('' = none). */
const ZResourceForm = ZResourceFields.pick({
  label: true,
  url: true,
  type: true,
  provider: true,
  tagIds: true,
  tags: true,
}).extend({
  description: z
    .string()
    .trim()
    .max(maxResourceDescriptionLength, `At most ${maxResourceDescriptionLength} characters`),
  folderId: z.string(),
});
type ResourceFormValues = z.input<typeof ZResourceForm>;
type ResourceFormOutput = z.output<typeof ZResourceForm>;

/** A web address's start, the same in every language. */
const urlStart = 'https://';

const formFields = new Set(['label', 'url', 'description', 'type', 'provider', 'tagIds', 'tags', 'folderId']);

/** Create or edit one resource: label, link, description, type, provider (suggested from the link), tags, folder. */
export function ResourceDialog({
  open,
  onOpenChange,
  resource,
  folderId,
  folders,
  tags,
  onSaved,
}: ResourceDialogProps) {
  const t = useTranslations('teacherMaterials.resource');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={resource ? t('edit') : t('new')}
      description={t('description')}
      submitLabel={resource ? t('save') : t('addResource')}
      className="max-w-xl"
    >
      {(controls) => (
        <ResourceForm
          key={resource?.id ?? 'new'}
          resource={resource}
          folderId={folderId ?? null}
          folders={folders}
          tags={tags}
          onSaved={onSaved}
          controls={controls}
        />
      )}
    </FormDialog>
  );
}

function useTeacherTags(given: PickableTag[] | undefined) {
  const [fetched, setFetched] = useState<PickableTag[] | null>(null);
  useEffect(() => {
    if (given) return;
    let live = true;
    callApi(listTagsRoute, {})
      .then((answer) => live && setFetched(answer.data.map(({ id, name, color }) => ({ id, name, color }))))
      .catch(() => live && setFetched([]));
    return () => {
      live = false;
    };
  }, [given]);
  return given ?? fetched;
}

function ResourceForm({
  resource,
  folderId,
  folders,
  tags: givenTags,
  onSaved,
  controls,
}: Omit<ResourceDialogProps, 'open' | 'onOpenChange' | 'folderId'> & {
  folderId: string | null;
  controls: FormDialogControls;
}) {
  const t = useTranslations('teacherMaterials.resource');
  const words = useTranslations('teacherMaterials.words');
  const ids = { label: useId(), url: useId(), newTag: useId() };
  const teacherTags = useTeacherTags(givenTags);
  // The provider follows the link until the teacher picks one (an edited resource whose provider
  // is not the one its link suggests keeps it).
  const [providerFollowsUrl, setProviderFollowsUrl] = useState(
    !resource || resource.provider === inferResourceProvider(resource.url),
  );
  const [newTag, setNewTag] = useState('');

  const { form, onSubmit, formError, submitting } = useApiForm<ResourceFormValues, ResourceFormOutput, TResource>({
    schema: ZResourceForm,
    defaultValues: {
      label: resource?.label ?? '',
      url: resource?.url ?? '',
      description: resource?.description ?? '',
      type: resource?.type ?? 'material',
      provider: resource?.provider ?? 'link',
      tagIds: resource?.tags.map((tag) => tag.id) ?? [],
      tags: [],
      folderId: resource ? (resource.folderId ?? '') : (folderId ?? ''),
    },
    fallback: t('failed'),
    fieldFor: (path) => {
      const field = path.replace(/^body\./, '').split('.')[0] ?? '';
      return formFields.has(field) ? (field as keyof ResourceFormValues) : null;
    },
    messageFor: (refusal) =>
      refusal.code === 'NOT_FOUND' && /folder/i.test(refusal.message)
        ? t('folderGone')
        : refusal.code === 'NOT_FOUND'
          ? t('resourceGone')
          : undefined,
    submit: (values) => {
      const body = {
        label: values.label,
        url: values.url,
        description: values.description || null,
        type: values.type,
        provider: values.provider,
        tagIds: values.tagIds,
        tags: values.tags,
        folderId: values.folderId || null,
      };
      return resource
        ? callApi(updateResourceRoute, { params: { id: resource.id }, body })
        : callApi(createResourceRoute, { body });
    },
    onSuccess: (saved) => {
      toast.success(resource ? t('saved', { name: saved.label }) : t('added', { name: saved.label }));
      onSaved(saved);
    },
  });
  useSavingReport(submitting, controls.onSavingChange);

  const { errors } = form.formState;
  const descriptionTooLong = `At most ${maxResourceDescriptionLength} characters`;
  const [url, label, newTagNames] = useWatch({ control: form.control, name: ['url', 'label', 'tags'] });
  const previewUrl = useDebouncedValue(url ?? '', 400);

  useEffect(() => {
    if (providerFollowsUrl && url) form.setValue('provider', inferResourceProvider(url));
  }, [url, providerFollowsUrl, form]);

  function addTag() {
    const name = newTag.trim();
    if (!name) return;
    const known = teacherTags?.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
    if (known) {
      const chosen = form.getValues('tagIds') ?? [];
      if (!chosen.includes(known.id)) form.setValue('tagIds', [...chosen, known.id], { shouldDirty: true });
    } else if (!(newTagNames ?? []).some((tag) => tag.toLowerCase() === name.toLowerCase())) {
      form.setValue('tags', [...(newTagNames ?? []), name], { shouldDirty: true, shouldValidate: true });
    }
    setNewTag('');
  }

  function onNewTagKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addTag();
    }
  }

  return (
    <form
      id={controls.formId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-label={resource ? t('edit') : t('new')}
    >
      <FormField label={t('link')} id={ids.url} error={errors.url?.message} required hint={t('linkHint')}>
        <Input
          type="url"
          inputMode="url"
          autoFocus={!resource}
          autoComplete="off"
          placeholder={urlStart}
          {...form.register('url')}
        />
      </FormField>
      <FormField label={t('name')} id={ids.label} error={errors.label?.message} required>
        <Input
          autoFocus={!!resource}
          autoComplete="off"
          maxLength={maxResourceLabelLength}
          {...form.register('label')}
        />
      </FormField>

      <section aria-label={t('preview')} className="flex flex-col gap-1.5">
        <ResourcePreview url={previewUrl} label={label ?? ''} thumbnailUrl={resource?.thumbnailUrl ?? null} />
      </section>

      <FormField
        label={t('descriptionField')}
        error={
          errors.description?.message === descriptionTooLong
            ? t('maxChars', { max: maxResourceDescriptionLength })
            : errors.description?.message
        }
      >
        <Textarea rows={3} maxLength={maxResourceDescriptionLength} {...form.register('description')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('type')} error={errors.type?.message}>
          <Select
            options={resourceTypes.map((value) => ({ value, label: words(`typeName.${value}`) }))}
            {...form.register('type')}
          />
        </FormField>
        <FormField
          label={t('provider')}
          error={errors.provider?.message}
          hint={providerFollowsUrl ? t('providerHint') : undefined}
        >
          <Select
            options={resourceProviders.map((value) => ({ value, label: words(`providerName.${value}`) }))}
            {...form.register('provider', { onChange: () => setProviderFollowsUrl(false) })}
          />
        </FormField>
      </div>

      <FormField label={t('folder')} error={errors.folderId?.message}>
        <Select options={folderOptions(folders, words('topLevel'))} {...form.register('folderId')} />
      </FormField>

      <div className="flex flex-col gap-2">
        {teacherTags === null ? (
          <p className="text-muted-foreground text-sm">{t('loadingTags')}</p>
        ) : (
          <TagPickerField control={form.control} name="tagIds" tags={teacherTags} empty={t('noTags')} />
        )}
        {(newTagNames ?? []).length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('newTags')}>
            {(newTagNames ?? []).map((name) => (
              <li
                key={name}
                className="border-primary bg-primary-soft text-primary-soft-foreground inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm"
              >
                {name}
                <button
                  type="button"
                  aria-label={t('removeNewTag', { name })}
                  className="hover:bg-primary-200 focus-visible:outline-ring rounded-full p-1 focus-visible:outline-2"
                  onClick={() =>
                    form.setValue(
                      'tags',
                      (newTagNames ?? []).filter((tag) => tag !== name),
                      { shouldDirty: true },
                    )
                  }
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <label htmlFor={ids.newTag} className="sr-only">
            {t('newTag')}
          </label>
          <Input
            id={ids.newTag}
            value={newTag}
            maxLength={50}
            placeholder={t('newTag')}
            autoComplete="off"
            onChange={(event) => setNewTag(event.target.value)}
            onKeyDown={onNewTagKey}
          />
          <Button type="button" variant="secondary" onClick={addTag} disabled={!newTag.trim()}>
            <Plus className="size-4" aria-hidden="true" />
            {t('addTag')}
          </Button>
        </div>
        {errors.tags?.message || errors.tagIds?.message ? (
          <p role="alert" className="text-danger-foreground text-xs font-medium">
            {errors.tags?.message ?? errors.tagIds?.message}
          </p>
        ) : null}
      </div>

      <FormAlert message={formError} />
    </form>
  );
}
