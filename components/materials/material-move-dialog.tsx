'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { FolderPicker } from './folder-picker';
import { findFolder, type LibraryFolderNode } from './library-types';

export type MoveRequest = {
  items: TMaterialRef[];
  /** How the dialog names what moves: "“Grammar”" or "3 items". */
  label: string;
  /** Where the items are now, when they all sit in one folder (null = top level; undefined = not one place). */
  fromId?: string | null;
};

type Props = {
  tree: LibraryFolderNode[];
  request: MoveRequest | null;
  onOpenChange: (open: boolean) => void;
  /** Moves the items into the folder (null = top level); resolves when done (the dialog closes). */
  onMove: (items: TMaterialRef[], folderId: string | null) => Promise<boolean>;
};

/** "Move to…": the keyboard's way (and the phone's) to do what dragging onto a folder does. */
export function MaterialMoveDialog({ tree, request, onOpenChange, onMove }: Props) {
  const t = useTranslations('teacherMaterials.move');
  return (
    <FormDialog
      open={request !== null}
      onOpenChange={onOpenChange}
      className="max-w-md"
      title={t('title', { what: request?.label ?? '' })}
      description={t('description', { count: request?.items.length ?? 0 })}
      submitLabel={t('submit')}
    >
      {(controls) =>
        request ? (
          <MoveForm key={request.items.map((ref) => ref.id).join()} {...{ tree, request, onMove }} {...controls} />
        ) : null
      }
    </FormDialog>
  );
}

/** The destination: '' is the top level; null until one is chosen. */
const ZMoveTarget = z.object({ target: z.string().nullable() });

function MoveForm({
  tree,
  request,
  onMove,
  formId,
  onSavingChange,
  onCanSubmitChange,
}: Omit<Props, 'request' | 'onOpenChange'> & { request: MoveRequest } & FormDialogControls) {
  const t = useTranslations('teacherMaterials.move');
  // onMove reports its own refusals (a toast) and closes the dialog when done.
  const { form, onSubmit, submitting } = useApiForm({
    schema: ZMoveTarget,
    defaultValues: { target: null },
    fallback: t('failed'),
    submit: ({ target }) => (target === null ? Promise.resolve(false) : onMove(request.items, target || null)),
  });
  useSavingReport(submitting, onSavingChange);
  const target = useWatch({ control: form.control, name: 'target' });
  const unchanged = target === null || (request.fromId !== undefined && target === (request.fromId ?? ''));
  useEffect(() => onCanSubmitChange(!unchanged), [unchanged, onCanSubmitChange]);
  const moving = request.items
    .filter((ref) => ref.type === 'folder')
    .map((ref) => findFolder(tree, ref.id)?.node)
    .filter((node): node is LibraryFolderNode => Boolean(node));

  return (
    <form id={formId} className="flex flex-col gap-4" onSubmit={onSubmit}>
      <FolderPicker
        tree={tree}
        value={target ?? 'none'}
        onChange={(value) => form.setValue('target', value)}
        movingFolders={moving}
        currentId={request.fromId}
        label={t('destination')}
      />
    </form>
  );
}
