'use client';

import { useState } from 'react';
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
  return (
    <Dialog open={request !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Move {request?.label}</DialogTitle>
          <DialogDescription>
            Choose the folder to move {request?.items.length === 1 ? 'it' : 'them'} into.
          </DialogDescription>
        </DialogHeader>
        {request ? <MoveForm key={request.items.map((ref) => ref.id).join()} {...{ tree, request, onMove }} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({ tree, request, onMove }: Omit<Props, 'request' | 'onOpenChange'> & { request: MoveRequest }) {
  const [target, setTarget] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const moving = request.items
    .filter((ref) => ref.type === 'folder')
    .map((ref) => findFolder(tree, ref.id)?.node)
    .filter((node): node is LibraryFolderNode => Boolean(node));

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (target === null) return;
        setPending(true);
        try {
          await onMove(request.items, target || null);
        } finally {
          setPending(false);
        }
      }}
    >
      <FolderPicker
        tree={tree}
        value={target ?? 'none'}
        onChange={setTarget}
        movingFolders={moving}
        currentId={request.fromId}
        label="Destination folder"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          loading={pending}
          disabled={target === null || (request.fromId !== undefined && target === (request.fromId ?? ''))}
        >
          Move here
        </Button>
      </DialogFooter>
    </form>
  );
}
