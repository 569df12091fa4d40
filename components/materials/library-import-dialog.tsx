'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { useDriveImport } from './library-api';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open folder the files go into (null = top level) and its name. */
  folderId: string | null;
  folderName: string;
  onImported: () => void;
};

/** The shape of a sharing link, the same in every language. */
const driveLinkExample = 'https://drive.google.com/file/d/…/view';

/** A drive file id from a sharing link (`/d/<id>/`, `?id=<id>`) or a bare id. */
export function driveFileId(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  const inPath = value.match(/\/d\/([A-Za-z0-9_-]{10,})/);
  if (inPath) return inPath[1]!;
  const inQuery = value.match(/[?&]id=([A-Za-z0-9_-]{10,})/);
  if (inQuery) return inQuery[1]!;
  return /^[A-Za-z0-9_-]{10,200}$/.test(value) ? value : null;
}

const ZDriveLinks = z.object({ links: z.string() }).transform((values, context) => {
  const lines = values.links.split(/\s+/).filter(Boolean);
  const ids = [...new Set(lines.map(driveFileId))];
  if (!lines.length || ids.includes(null)) {
    // Keys of `teacherMaterials.import`: the form says them in the reader's language.
    const message = lines.length ? 'notLink' : 'pasteOne';
    context.addIssue({ code: 'custom', path: ['links'], message });
    return z.NEVER;
  }
  return ids as string[];
});

/**
 * Import drive files as resources by their sharing links (one a line). Importing a file twice gives
 * the same resource. Without a connected drive the answer says so, with the way to connect it.
 */
export function LibraryImportDialog({ open, onOpenChange, folderId, folderName, onImported }: Props) {
  const t = useTranslations('teacherMaterials.import');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-lg"
      title={t('title')}
      description={t('description', { folder: folderName })}
      submitLabel={t('submit')}
    >
      {(controls) => <ImportForm folderId={folderId} onImported={onImported} {...controls} />}
    </FormDialog>
  );
}

function ImportForm({
  folderId,
  onImported,
  formId,
  onSavingChange,
}: Pick<Props, 'folderId' | 'onImported'> & FormDialogControls) {
  const t = useTranslations('teacherMaterials.import');
  const [notConnected, setNotConnected] = useState(false);
  const importFromDrive = useDriveImport();
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: ZDriveLinks,
    defaultValues: { links: '' },
    mode: 'onSubmit',
    fallback: t('failed'),
    submit: (ids) => {
      setNotConnected(false);
      return importFromDrive(ids, folderId).catch((refusal: unknown) => {
        if (!(refusal instanceof ApiRefusal && refusal.code === 'DRIVE_NOT_CONNECTED')) throw refusal;
        setNotConnected(true);
        return null;
      });
    },
    onSuccess: (answer) => {
      if (!answer) return;
      toast.success(
        answer.existing
          ? t('importedExisting', { count: answer.created, existing: answer.existing })
          : t('imported', { count: answer.created }),
      );
      form.reset();
      onImported();
    },
  });
  useSavingReport(submitting, onSavingChange);

  return (
    <form id={formId} noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <FormField
        label={t('links')}
        error={
          form.formState.errors.links?.message === 'notLink' || form.formState.errors.links?.message === 'pasteOne'
            ? t(form.formState.errors.links.message)
            : (form.formState.errors.links?.message ?? formError)
        }
      >
        <Textarea rows={4} placeholder={driveLinkExample} {...form.register('links')} />
      </FormField>
      {notConnected ? (
        <div role="alert" className="bg-warning-soft text-warning-foreground rounded-md px-3 py-2 text-sm">
          {t.rich('notConnected', {
            link: (chunks) => (
              <Link href="/teacher/settings" className="font-medium underline">
                {chunks}
              </Link>
            ),
          })}
        </div>
      ) : null}
    </form>
  );
}
