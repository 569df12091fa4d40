'use client';

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
        ? 'Choose a tag to add or remove.'
        : values.add.some((id) => values.remove.includes(id))
          ? 'A tag cannot be added and removed at once.'
          : null;
    if (problem) {
      context.addIssue({ code: 'custom', path: ['root'], message: problem });
      return z.NEVER;
    }
    return { addTagIds: values.add, addTags, removeTagIds: values.remove };
  });

/** Add tags to (existing or new by name) and remove tags from the selected templates and resources. */
export function BulkTagDialog({ open, onOpenChange, label, tags, present, onApply }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-lg"
      title={`Tag ${label}`}
      description="Folders keep no tags: only the templates and resources change."
      submitLabel="Apply tags"
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
  // onApply reports its own refusals (a toast) and closes the dialog when done.
  const { form, onSubmit, formError, submitting } = useApiForm<TagValues, TagChange, boolean>({
    schema: ZTagChange,
    defaultValues: { add: [], names: '', remove: [] },
    mode: 'onSubmit',
    fallback: 'The tags could not be changed. Try again.',
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
          <TagPicker
            legend="Add these tags"
            tags={tags}
            value={field.value}
            onChange={field.onChange}
            empty="You have no tags yet: type new ones below."
          />
        )}
      />
      <FormField label="New tags" hint="Names separated by commas; they are created for you.">
        <Input maxLength={500} placeholder="B1, listening" {...form.register('names')} />
      </FormField>
      <Controller
        control={form.control}
        name="remove"
        render={({ field }) => (
          <TagPicker
            legend="Remove these tags"
            tags={removable}
            value={field.value}
            onChange={field.onChange}
            empty="The selected items carry no tags."
          />
        )}
      />
      <FormAlert message={form.formState.errors.root?.message ?? formError} />
    </form>
  );
}
