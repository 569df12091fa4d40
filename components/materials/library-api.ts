'use client';

/**
 * The library page's calls of the materials API, in one place: each goes through its route contract
 * with useApiMutation (a refusal throws ApiRefusal with the documented message). The page is not
 * refreshed by the hook: the library refreshes itself when the change is on screen (its navigation).
 */
import { useApiMutation } from '@/components/api/use-api-mutation';
import { bulkDeleteMaterialsRoute, bulkTagMaterialsRoute } from '@/lib/materials/bulk/contracts';
import {
  createFolderRoute,
  deleteFolderRoute,
  moveMaterialsRoute,
  updateFolderRoute,
} from '@/lib/materials/folders/contracts';
import {
  getResourceRoute,
  importMaterialsRoute,
  toggleResourceFavoriteRoute,
} from '@/lib/materials/resources/contracts';
import type { TBulkResult, TItemResult, TMaterialRef } from '@/lib/materials/schemas';
import { restoreTrashRoute } from '@/lib/materials/trash/contracts';

export type FolderFields = { name: string; color: string | null; emoji: string | null };

export type TagChange = { addTagIds: string[]; addTags: string[]; removeTagIds: string[] };

const quiet = { refresh: false } as const;

/** The folder dialog's two calls. */
export function useFolderApi() {
  const create = useApiMutation(createFolderRoute, quiet);
  const update = useApiMutation(updateFolderRoute, quiet);
  return {
    createFolder: (input: FolderFields & { parentId: string | null }) => create.mutateAsync({ body: input }),
    updateFolder: (id: string, input: Partial<FolderFields> & { parentId?: string | null }) =>
      update.mutateAsync({ params: { id }, body: input }),
  };
}

/** Drive import into a folder. */
export function useDriveImport() {
  const run = useApiMutation(importMaterialsRoute, quiet);
  return (fileIds: string[], folderId: string | null) =>
    run.mutateAsync({ body: { provider: 'drive', fileIds, folderId } });
}

export function useToggleFavorite() {
  const run = useApiMutation(toggleResourceFavoriteRoute, quiet);
  return (resourceId: string) => run.mutateAsync({ params: { id: resourceId } });
}

/** What the library's buttons, menus and drops send; `pending` while a move or a delete runs. */
export function useLibraryApi() {
  const deleteFolder = useApiMutation(deleteFolderRoute, quiet);
  const move = useApiMutation(moveMaterialsRoute, quiet);
  const bulkDelete = useApiMutation(bulkDeleteMaterialsRoute, quiet);
  const bulkTag = useApiMutation(bulkTagMaterialsRoute, quiet);
  const getResource = useApiMutation(getResourceRoute, quiet);
  const restore = useApiMutation(restoreTrashRoute, quiet);
  return {
    pending: deleteFolder.isPending || move.isPending || bulkDelete.isPending,
    deleteFolder: (id: string) => deleteFolder.mutateAsync({ params: { id } }),
    moveItems: (items: TMaterialRef[], targetFolderId: string | null): Promise<TBulkResult> =>
      move.mutateAsync({ body: { items, targetFolderId } }),
    bulkDelete: (items: TMaterialRef[]): Promise<TBulkResult> => bulkDelete.mutateAsync({ body: { items } }),
    bulkTag: (items: TMaterialRef[], change: TagChange): Promise<TBulkResult> =>
      bulkTag.mutateAsync({
        body: {
          items,
          ...(change.addTagIds.length ? { addTagIds: change.addTagIds } : {}),
          ...(change.addTags.length ? { addTags: change.addTags } : {}),
          ...(change.removeTagIds.length ? { removeTagIds: change.removeTagIds } : {}),
        },
      }),
    /** A read on demand (opening a resource from a menu), sent the same way. */
    getResource: (resourceId: string) => getResource.mutateAsync({ params: { id: resourceId } }),
    /** Undo of a delete: the folder's whole batch, or the one item. */
    restoreFromTrash: (body: TMaterialRef | { batchId: string }) => restore.mutateAsync({ body }),
  };
}

/** The refused items of a bulk answer, each with the name the page shows for it. */
export function failuresOf(result: TBulkResult, nameOf: (ref: TMaterialRef) => string) {
  return result.results
    .filter((item): item is TItemResult & { error: NonNullable<TItemResult['error']> } => !item.ok && !!item.error)
    .map((item) => ({ name: nameOf(item), code: item.error.code, message: item.error.message }));
}
