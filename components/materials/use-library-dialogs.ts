'use client';

import { useState } from 'react';
import type { TResource } from '@/lib/materials/resources/schemas';
import type { FolderDialogState } from './folder-dialog';
import type { DeleteRequest } from './library-delete-summary';
import type { MoveRequest } from './material-move-dialog';

/** `{}` adds a resource, `{ resource }` edits that one, null = closed. */
export type ResourceDialogState = { resource?: TResource } | null;

/** Which of the library's dialogs is open and with what: the actions open them, LibraryDialogs shows them. */
export function useLibraryDialogs() {
  const [folderDialog, setFolderDialog] = useState<FolderDialogState | null>(null);
  const [moveRequest, setMoveRequest] = useState<MoveRequest | null>(null);
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);
  const [tagOpen, setTagOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [resourceDialog, setResourceDialog] = useState<ResourceDialogState>(null);

  return {
    folderDialog,
    setFolderDialog,
    moveRequest,
    setMoveRequest,
    deleteRequest,
    setDeleteRequest,
    tagOpen,
    setTagOpen,
    importOpen,
    setImportOpen,
    resourceDialog,
    setResourceDialog,
  };
}

export type LibraryDialogsState = ReturnType<typeof useLibraryDialogs>;
