'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '@/lib/client/api-refusal';
import type { TBulkResult, TMaterialRef } from '@/lib/materials/schemas';
import type { FolderAction } from './folder-tree';
import { failuresOf, useLibraryApi, type TagChange } from './library-api';
import type { ItemAction } from './library-contents';
import type { DeleteRequest } from './library-delete-summary';
import type { FailureReport } from './library-failures';
import { findFolder, flattenTree, itemKey, itemRef, type LibraryFolderNode, type LibraryItem } from './library-types';
import { useMaterialWords } from './material-words';
import { useFavoriteToggle } from './use-favorite-toggle';
import type { LibraryDialogsState } from './use-library-dialogs';
import type { LibraryNavigation } from './use-library-navigation';
import type { LibrarySelection } from './use-library-selection';

type Options = {
  tree: LibraryFolderNode[];
  /** The open folder (null = "All materials") and its path, root first. */
  folder: LibraryFolderNode | null;
  path: LibraryFolderNode[];
  items: LibraryItem[];
  selection: LibrarySelection;
  dialogs: LibraryDialogsState;
  navigation: LibraryNavigation;
};

/**
 * What the library's buttons, menus and drops do: move, delete (with undo), tag, favorite, and
 * the folder and item menus. The server renders the contents, so every change ends in a refresh.
 */
export function useLibraryActions({ tree, folder, path, items, selection, dialogs, navigation }: Options) {
  const {
    pending: busy,
    deleteFolder,
    moveItems,
    bulkDelete,
    bulkTag,
    getResource,
    restoreFromTrash,
  } = useLibraryApi();
  const t = useTranslations('teacherMaterials');
  const words = useMaterialWords();
  const [failures, setFailures] = useState<FailureReport | null>(null);
  const { refresh, openFolder, navigate, setTreeOpen } = navigation;
  const { pendingFavorites, favorite } = useFavoriteToggle(refresh);

  const folderId = folder?.id ?? null;
  const byKey = useMemo(() => new Map(items.map((item) => [itemKey(item), item])), [items]);
  const folderNames = useMemo(() => new Map(flattenTree(tree).map(({ node }) => [node.id, node.name])), [tree]);
  // A folder moved or deleted from the tree need not be on this page, so the tree names it.
  const nameOf = (ref: TMaterialRef) =>
    byKey.get(`${ref.type}:${ref.id}`)?.name ??
    (ref.type === 'folder' ? folderNames.get(ref.id) : undefined) ??
    t('words.anItem');
  const folderTitle = (id: string | null) =>
    id ? (folderNames.get(id) ?? t('words.aFolder')) : t('words.allMaterials');

  /** Reports a bulk answer: a toast for what was done, the refused items listed above the contents. */
  function report(result: TBulkResult, done: string, title: string) {
    const refused = failuresOf(result, nameOf);
    if (result.succeeded > 0) toast.success(done);
    setFailures(refused.length ? { title, items: refused } : null);
  }

  async function move(refs: TMaterialRef[], target: string | null): Promise<boolean> {
    try {
      const result = await moveItems(refs, target);
      report(
        result,
        t('actions.moved', {
          what:
            result.succeeded === 1 && refs.length === 1
              ? words.quoted(nameOf(refs[0]!))
              : words.count('items', result.succeeded),
          folder: folderTitle(target),
        }),
        t('actions.notMoved'),
      );
      dialogs.setMoveRequest(null);
      selection.clear();
      refresh();
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, t('actions.moveFailed')));
      return false;
    }
  }

  async function remove(request: DeleteRequest) {
    try {
      const [only] = request.items;
      if (request.items.length === 1 && only) {
        // One item: its own route, and an undo from the toast.
        let undo: TMaterialRef | { batchId: string } = only;
        if (only.type === 'folder') {
          const deleted = await deleteFolder(only.id);
          if (deleted.deletionBatchId) undo = { batchId: deleted.deletionBatchId };
        } else {
          const result = await bulkDelete([only]);
          if (result.failed) throw new Error(result.results[0]?.error?.message ?? t('actions.deleteFailedOne'));
        }
        toast.success(t('actions.trashed', { what: request.label }), {
          action: {
            label: t('actions.undo'),
            onClick: () =>
              void restoreFromTrash(undo)
                .then(() => {
                  toast.success(t('actions.back', { what: request.label }));
                  refresh();
                })
                .catch((error: unknown) => toast.error(refusalMessage(error, t('actions.restoreFailed')))),
          },
        });
        // Deleting the open folder (or one above it) leaves nothing to show: step up to its parent.
        if (only.type === 'folder' && (only.id === folderId || path.some((node) => node.id === only.id))) {
          openFolder(findFolder(tree, only.id)?.node.parentId ?? null);
        } else refresh();
      } else {
        const result = await bulkDelete(request.items);
        report(result, t('actions.trashed', { what: words.count('items', result.succeeded) }), t('actions.notDeleted'));
        refresh();
      }
      dialogs.setDeleteRequest(null);
      selection.clear();
    } catch (error) {
      toast.error(refusalMessage(error, t('actions.deleteFailed')));
    }
  }

  async function applyTags(change: TagChange): Promise<boolean> {
    const refs = selection.taggable.map(itemRef);
    try {
      const result = await bulkTag(refs, change);
      report(result, t('actions.tagged', { count: result.succeeded }), t('actions.keptTags'));
      dialogs.setTagOpen(false);
      refresh();
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, t('actions.tagFailed')));
      return false;
    }
  }

  /** Opens the confirmation, which lists the folders whose contents go to the trash with them. */
  function askDelete(refs: TMaterialRef[]) {
    const folders = refs
      .filter((ref) => ref.type === 'folder')
      .map((ref) => findFolder(tree, ref.id)?.node)
      .filter((node): node is LibraryFolderNode => Boolean(node));
    const label = refs.length === 1 && refs[0] ? words.quoted(nameOf(refs[0])) : words.count('items', refs.length);
    dialogs.setDeleteRequest({ items: refs, label, folders, others: refs.length - folders.length });
  }

  function onFolderAction(action: FolderAction, node: LibraryFolderNode) {
    setTreeOpen(false);
    const ref: TMaterialRef = { type: 'folder', id: node.id };
    if (action === 'rename' || action === 'style')
      dialogs.setFolderDialog({ mode: 'edit', folder: node, focus: action === 'rename' ? 'name' : 'style' });
    else if (action === 'subfolder') dialogs.setFolderDialog({ mode: 'create', parent: node });
    else if (action === 'move')
      dialogs.setMoveRequest({ items: [ref], label: words.quoted(node.name), fromId: node.parentId });
    else askDelete([ref]);
  }

  async function onItemAction(action: ItemAction, item: LibraryItem) {
    if (action === 'favorite') return void favorite(item);
    if (action === 'delete') return askDelete([itemRef(item)]);
    if (action === 'move') {
      // Search results say where each item sits; a folder's contents sit in it.
      const fromId = item.folderId !== undefined ? item.folderId : folderId;
      return dialogs.setMoveRequest({ items: [itemRef(item)], label: words.quoted(item.name), fromId });
    }
    if (item.type === 'folder') return openFolder(item.id);
    if (item.type === 'template') return navigate(`/teacher/materials/templates/${item.id}`);
    try {
      dialogs.setResourceDialog({ resource: await getResource(item.id) });
    } catch (error) {
      toast.error(refusalMessage(error, t('actions.openFailed')));
    }
  }

  return {
    busy,
    failures,
    dismissFailures: () => setFailures(null),
    pendingFavorites,
    folderTitle,
    move,
    remove,
    applyTags,
    askDelete,
    onFolderAction,
    onItemAction,
  };
}
