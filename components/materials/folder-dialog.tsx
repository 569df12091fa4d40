'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/presentation/cn';
import { ZFolderName } from '@/lib/materials/folders/schemas';
import { maxFolderDepth } from '@/lib/materials/schemas';
import { useFolderApi } from './library-api';
import type { LibraryFolderNode } from './library-types';

/** What the dialog does: a new folder (in `parent`, or at the top), or edit one (focus on name or style). */
export type FolderDialogState =
  | { mode: 'create'; parent: LibraryFolderNode | null }
  | { mode: 'edit'; folder: LibraryFolderNode; focus: 'name' | 'style' };

type Props = {
  state: FolderDialogState | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (folder: { id: string; name: string }) => void;
};

const colors = [
  { value: '#6366f1', name: 'indigo' },
  { value: '#0ea5e9', name: 'sky' },
  { value: '#10b981', name: 'green' },
  { value: '#f59e0b', name: 'amber' },
  { value: '#f97316', name: 'orange' },
  { value: '#ef4444', name: 'red' },
  { value: '#ec4899', name: 'pink' },
  { value: '#8b5cf6', name: 'violet' },
  { value: '#64748b', name: 'slate' },
];
const emojis = ['📘', '🧩', '🎯', '🗣️', '🎧', '📝', '🎵', '🧪', '🌍', '⭐'];

const ZFolderForm = z.object({
  name: ZFolderName,
  emoji: z.string().trim().max(16, 'At most one emoji'),
  color: z.string(),
});

/** Create a folder, or rename it and choose its colour and emoji. */
export function FolderDialog({ state, onOpenChange, onSaved }: Props) {
  const t = useTranslations('teacherMaterials.folderDialog');
  const title =
    state?.mode === 'create'
      ? state.parent
        ? t('newIn', { name: state.parent.name })
        : t('new')
      : state?.focus === 'style'
        ? t('style')
        : t('rename');
  return (
    <FormDialog
      open={state !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={state?.mode === 'create' ? t('nestHint', { depth: maxFolderDepth }) : t('editHint')}
      submitLabel={state?.mode === 'create' ? t('create') : t('save')}
      className="max-w-md"
    >
      {(controls) =>
        state ? <FolderForm key={JSON.stringify(state)} state={state} onSaved={onSaved} controls={controls} /> : null
      }
    </FormDialog>
  );
}

function FolderForm({
  state,
  onSaved,
  controls,
}: {
  state: FolderDialogState;
  onSaved: Props['onSaved'];
  controls: FormDialogControls;
}) {
  const t = useTranslations('teacherMaterials.folderDialog');
  const folder = state.mode === 'edit' ? state.folder : null;
  const nameId = useId();
  const { createFolder, updateFolder } = useFolderApi();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZFolderForm,
    defaultValues: { name: folder?.name ?? '', emoji: folder?.emoji ?? '', color: folder?.color ?? '' },
    fallback: t('failed'),
    submit: async (values) => {
      const body = { name: values.name, emoji: values.emoji || null, color: values.color || null };
      return folder
        ? updateFolder(folder.id, body)
        : createFolder({ ...body, parentId: state.mode === 'create' ? (state.parent?.id ?? null) : null });
    },
    onSuccess: (saved) => {
      toast.success(folder ? t('saved', { name: saved.name }) : t('created', { name: saved.name }));
      onSaved(saved);
    },
  });
  const [emoji, color] = useWatch({ control: form.control, name: ['emoji', 'color'] });
  const { errors } = form.formState;
  useSavingReport(submitting, controls.onSavingChange);
  const styleFirst = state.mode === 'edit' && state.focus === 'style';

  return (
    <form
      id={controls.formId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-label={state.mode === 'create' ? t('new') : t('edit')}
    >
      <FormField label={t('name')} id={nameId} error={errors.name?.message} required>
        <Input autoFocus={!styleFirst} maxLength={100} autoComplete="off" {...form.register('name')} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-foreground mb-1 text-sm font-medium">{t('emoji')}</legend>
        <div className="flex flex-wrap items-center gap-1.5">
          <EmojiChoice label={t('noEmoji')} selected={!emoji} onSelect={() => form.setValue('emoji', '')}>
            <span className="text-muted-foreground text-xs">{t('none')}</span>
          </EmojiChoice>
          {emojis.map((choice) => (
            <EmojiChoice
              key={choice}
              label={choice}
              selected={emoji === choice}
              autoFocus={styleFirst && choice === emojis[0]}
              onSelect={() => form.setValue('emoji', choice)}
            >
              {choice}
            </EmojiChoice>
          ))}
          <Input
            aria-label={t('anotherEmoji')}
            placeholder={t('other')}
            className="h-9 w-20 text-center"
            maxLength={16}
            {...form.register('emoji')}
          />
        </div>
        {errors.emoji?.message ? (
          <p role="alert" className="text-danger-foreground text-xs font-medium">
            {t('emojiTooLong')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-foreground mb-1 text-sm font-medium">{t('colour')}</legend>
        <div className="flex flex-wrap gap-1.5">
          <ColorChoice name={t('noColour')} value="" checked={!color} onChange={() => form.setValue('color', '')} />
          {colors.map((choice) => (
            <ColorChoice
              key={choice.value}
              name={t(`colors.${choice.name}`)}
              value={choice.value}
              checked={color === choice.value}
              onChange={() => form.setValue('color', choice.value)}
            />
          ))}
        </div>
      </fieldset>
      <FormAlert message={formError} />
    </form>
  );
}

function EmojiChoice({
  label,
  selected,
  autoFocus,
  onSelect,
  children,
}: {
  label: string;
  selected: boolean;
  autoFocus?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      autoFocus={autoFocus}
      onClick={onSelect}
      className={cn(
        'border-border-strong flex size-9 items-center justify-center rounded-md border text-lg',
        selected ? 'border-primary bg-primary-soft ring-primary ring-1' : 'hover:bg-surface-muted',
      )}
    >
      {children}
    </button>
  );
}

function ColorChoice({
  name,
  value,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      title={name}
      className={cn(
        'relative flex size-9 cursor-pointer items-center justify-center rounded-full border',
        'has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
        checked ? 'border-foreground' : 'border-border-strong',
      )}
      style={value ? { backgroundColor: value } : undefined}
    >
      <input
        type="radio"
        name="folder-color"
        className="sr-only"
        checked={checked}
        onChange={onChange}
        aria-label={name}
      />
      {checked ? (
        <Check className={cn('size-4', value ? 'text-white' : 'text-foreground')} aria-hidden="true" />
      ) : value ? null : (
        <span className="bg-danger absolute h-px w-6 rotate-45" aria-hidden="true" />
      )}
    </label>
  );
}
