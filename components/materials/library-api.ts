'use client';

/**
 * The library page's calls of the materials API, in one place: each goes through its route contract
 * with callApi (a refusal throws ApiRefusal with the documented message).
 */
import { callApi } from '@/lib/client/call-api';
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

export const createFolder = (input: FolderFields & { parentId: string | null }) =>
  callApi(createFolderRoute, { body: input });

export const updateFolder = (id: string, input: Partial<FolderFields> & { parentId?: string | null }) =>
  callApi(updateFolderRoute, { params: { id }, body: input });

export const deleteFolder = (id: string) => callApi(deleteFolderRoute, { params: { id } });

export const moveItems = (items: TMaterialRef[], targetFolderId: string | null): Promise<TBulkResult> =>
  callApi(moveMaterialsRoute, { body: { items, targetFolderId } });

export const bulkDelete = (items: TMaterialRef[]): Promise<TBulkResult> =>
  callApi(bulkDeleteMaterialsRoute, { body: { items } });

export type TagChange = { addTagIds: string[]; addTags: string[]; removeTagIds: string[] };

export const bulkTag = (items: TMaterialRef[], change: TagChange): Promise<TBulkResult> =>
  callApi(bulkTagMaterialsRoute, {
    body: {
      items,
      ...(change.addTagIds.length ? { addTagIds: change.addTagIds } : {}),
      ...(change.addTags.length ? { addTags: change.addTags } : {}),
      ...(change.removeTagIds.length ? { removeTagIds: change.removeTagIds } : {}),
    },
  });

export const toggleFavorite = (resourceId: string) =>
  callApi(toggleResourceFavoriteRoute, { params: { id: resourceId } });

export const getResource = (resourceId: string) => callApi(getResourceRoute, { params: { id: resourceId } });

export const importFromDrive = (fileIds: string[], folderId: string | null) =>
  callApi(importMaterialsRoute, { body: { provider: 'drive', fileIds, folderId } });

/** Undo of a delete: the folder's whole batch, or the one item. */
export const restoreFromTrash = (body: TMaterialRef | { batchId: string }) => callApi(restoreTrashRoute, { body });

/** The refused items of a bulk answer, each with the name the page shows for it. */
export function failuresOf(result: TBulkResult, nameOf: (ref: TMaterialRef) => string) {
  return result.results
    .filter((item): item is TItemResult & { error: NonNullable<TItemResult['error']> } => !item.ok && !!item.error)
    .map((item) => ({ name: nameOf(item), code: item.error.code, message: item.error.message }));
}
