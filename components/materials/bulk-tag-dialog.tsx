'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TagPicker } from '@/components/ui/tag-picker';
import type { TagChange } from './library-api';
import type { LibraryTag } from './library-types';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "3 items" */
  label: string;
  tags: LibraryTag[];
  /** Tags some of the selected items carry: offered for removal first. */
  present: LibraryTag[];
  onApply: (change: TagChange) => Promise<boolean>;
};

const splitNames = (names: string) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

type TagValues = { add: string[]; names: string; remove: string[] };

/** The change as the API takes it, with the two rules a tag change must keep (said as one form-wide message). */
const ZTagChange = z
  .object({ add: z.array(z.string()), names: z.string().max(500), remove: z.array(z.string()) })
  .transform((values, context): TagChange => {
    const addTags = splitNames(values.names);
    const problem =
      !values.add.length && !values.remove.length && !addTags.length
        ? 'chooseOne'
        : values.add.some((id) => values.remove.includes(id))
          ? 'both'
          : null;
    if (problem) {
      context.addIssue({ code: 'custom', path: ['root'], message: problem });
      return z.NEVER;
    }
    return { addTagIds: values.add, addTags, removeTagIds: values.remove };
  });

/** Add tags to (existing or new by name) and remove tags from the selected templates and resources. */
export function BulkTagDialog({ open, onOpenChange, label, tags, present, onApply }: Props) {
  const t = useTranslations('teacherMaterials.bulkTag');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-lg"
      title={t('title', { what: label })}
      description={t('description')}
      submitLabel={t('submit')}
    >
      {(controls) => <TagForm tags={tags} present={present} onApply={onApply} {...controls} />}
    </FormDialog>
  );
}

function TagForm({
  tags,
  present,
  onApply,
  formId,
  onSavingChange,
}: Pick<Props, 'tags' | 'present' | 'onApply'> & FormDialogControls) {
  const t = useTranslations('teacherMaterials.bulkTag');
  // onApply reports its own refusals (a toast) and closes the dialog when done.
  const { form, onSubmit, formError, submitting } = useApiForm<TagValues, TagChange, boolean>({
    schema: ZTagChange,
    defaultValues: { add: [], names: '', remove: [] },
    mode: 'onSubmit',
    fallback: t('failed'),
    submit: onApply,
  });
  useSavingReport(submitting, onSavingChange);
  const removable = present.length ? present : tags;

  return (
    <form id={formId} className="flex flex-col gap-5" noValidate onSubmit={onSubmit}>
      <Controller
        control={form.control}
        name="add"
        render={({ field }) => (
          <TagPicker legend={t('add')} tags={tags} value={field.value} onChange={field.onChange} empty={t('noTags')} />
        )}
      />
      <FormField label={t('newTags')} hint={t('newTagsHint')}>
        <Input maxLength={500} placeholder={t('newTagsPlaceholder')} {...form.register('names')} />
      </FormField>
      <Controller
        control={form.control}
        name="remove"
        render={({ field }) => (
          <TagPicker
            legend={t('remove')}
            tags={removable}
            value={field.value}
            onChange={field.onChange}
            empty={t('noneOnItems')}
          />
        )}
      />
      <FormAlert
        message={
          form.formState.errors.root?.message === 'chooseOne' || form.formState.errors.root?.message === 'both'
            ? t(form.formState.errors.root.message)
            : (form.formState.errors.root?.message ?? formError)
        }
      />
    </form>
  );
}
