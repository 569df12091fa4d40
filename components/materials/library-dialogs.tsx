import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { BulkTagDialog } from './bulk-tag-dialog';
import { FolderDialog } from './folder-dialog';
import type { TagChange } from './library-api';
import { DeleteSummary, type DeleteRequest } from './library-delete-summary';
import { LibraryImportDialog } from './library-import-dialog';
import { flattenTree, type LibraryFolderNode, type LibraryItem, type LibraryTag } from './library-types';
import { MaterialMoveDialog } from './material-move-dialog';
import { useMaterialWords } from './material-words';
import { ResourceDialog } from './resource-dialog';
import type { LibraryDialogsState } from './use-library-dialogs';

type Props = {
  tree: LibraryFolderNode[];
  folder: LibraryFolderNode | null;
  tags: LibraryTag[];
  dialogs: LibraryDialogsState;
  /** The picked items the tag dialog acts on (folders left out), and the tags they have now. */
  taggable: LibraryItem[];
  presentTags: LibraryTag[];
  busy: boolean;
  move: (refs: TMaterialRef[], target: string | null) => Promise<boolean>;
  remove: (request: DeleteRequest) => Promise<void>;
  applyTags: (change: TagChange) => Promise<boolean>;
  /** After a save the server renders the contents anew. */
  refresh: () => void;
};

/** The library's dialogs, each open while its state in `dialogs` is set; closing one clears it. */
export function LibraryDialogs({
  tree,
  folder,
  tags,
  dialogs,
  taggable,
  presentTags,
  busy,
  move,
  remove,
  applyTags,
  refresh,
}: Props) {
  const t = useTranslations('teacherMaterials.dialogs');
  const words = useMaterialWords();
  const folderId = folder?.id ?? null;
  const { deleteRequest, resourceDialog } = dialogs;
  const folderChoices = useMemo(
    () => flattenTree(tree).map(({ node }) => ({ id: node.id, name: node.name, depth: node.depth })),
    [tree],
  );
  return (
    <>
      <FolderDialog
        state={dialogs.folderDialog}
        onOpenChange={(open) => !open && dialogs.setFolderDialog(null)}
        onSaved={() => {
          dialogs.setFolderDialog(null);
          refresh();
        }}
      />
      <MaterialMoveDialog
        tree={tree}
        request={dialogs.moveRequest}
        onOpenChange={(open) => !open && dialogs.setMoveRequest(null)}
        onMove={move}
      />
      <BulkTagDialog
        open={dialogs.tagOpen}
        onOpenChange={dialogs.setTagOpen}
        label={words.count('items', taggable.length)}
        tags={tags}
        present={presentTags}
        onApply={applyTags}
      />
      <ConfirmDialog
        open={deleteRequest !== null}
        onOpenChange={(open) => !open && dialogs.setDeleteRequest(null)}
        title={t('deleteTitle', { what: deleteRequest?.label ?? '' })}
        description={deleteRequest ? <DeleteSummary request={deleteRequest} /> : null}
        confirmLabel={t('moveToTrash')}
        destructive
        pending={busy}
        onConfirm={() => deleteRequest && void remove(deleteRequest)}
      />
      <LibraryImportDialog
        open={dialogs.importOpen}
        onOpenChange={dialogs.setImportOpen}
        folderId={folderId}
        folderName={folder ? words.quoted(folder.name) : t('theTopLevel')}
        onImported={() => {
          dialogs.setImportOpen(false);
          refresh();
        }}
      />
      <ResourceDialog
        open={resourceDialog !== null}
        onOpenChange={(open) => !open && dialogs.setResourceDialog(null)}
        resource={resourceDialog?.resource}
        folderId={folderId}
        folders={folderChoices}
        tags={tags}
        onSaved={() => {
          dialogs.setResourceDialog(null);
          refresh();
        }}
      />
    </>
  );
}
