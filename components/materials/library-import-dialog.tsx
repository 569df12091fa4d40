'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { importFromDrive } from './library-api';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open folder the files go into (null = top level) and its name. */
  folderId: string | null;
  folderName: string;
  onImported: () => void;
};

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

/**
 * Import drive files as resources by their sharing links (one a line). Importing a file twice gives
 * the same resource. Without a connected drive the answer says so, with the way to connect it.
 */
export function LibraryImportDialog({ open, onOpenChange, folderId, folderName, onImported }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notConnected, setNotConnected] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit() {
    const lines = text.split(/\s+/).filter(Boolean);
    const ids = [...new Set(lines.map(driveFileId))];
    if (!lines.length || ids.includes(null)) {
      setError(lines.length ? 'One of the lines is not a drive link or file id.' : 'Paste at least one drive link.');
      return;
    }
    setError(null);
    setNotConnected(false);
    setPending(true);
    try {
      const answer = await importFromDrive(ids as string[], folderId);
      toast.success(
        `${answer.created} file${answer.created === 1 ? '' : 's'} imported` +
          (answer.existing ? `, ${answer.existing} already in your library.` : '.'),
      );
      setText('');
      onImported();
    } catch (refusal) {
      if (refusal instanceof ApiRefusal && refusal.code === 'DRIVE_NOT_CONNECTED') setNotConnected(true);
      else setError(refusalMessage(refusal, 'The files could not be imported.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(null);
          setNotConnected(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Import from Google Drive</DialogTitle>
          <DialogDescription>
            Paste the sharing links of your drive files, one a line: each becomes a resource in {folderName}. A file you
            imported before is not added twice.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField label="Drive links or file ids" error={error}>
            <Textarea
              rows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="https://drive.google.com/file/d/…/view"
            />
          </FormField>
          {notConnected ? (
            <div role="alert" className="bg-warning-soft text-warning-foreground rounded-md px-3 py-2 text-sm">
              Google Drive is not connected yet.{' '}
              <Link href="/teacher/settings" className="font-medium underline">
                Connect it in the settings
              </Link>
              , then import again.
            </div>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={pending}>
              Import
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
