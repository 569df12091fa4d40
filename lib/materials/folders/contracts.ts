/** Route contracts of the materials library's structure: folders, tree, breadcrumb, contents and move. */
import { defineRoute } from '@/lib/core/route-contract';
import { ZBulkResult } from '../schemas';
import {
  ZBreadcrumb,
  ZContentsPage,
  ZContentsParams,
  ZContentsQuery,
  ZCreateFolderInput,
  ZDeletedFolder,
  ZFolder,
  ZFolderIdParams,
  ZFolderList,
  ZFolderTree,
  ZMoveMaterialsInput,
  ZReorderFoldersInput,
  ZUpdateFolderInput,
} from './schemas';

const depthExceeded = { description: 'FOLDER_DEPTH_EXCEEDED: a folder would sit deeper than 5 levels' };
const cycle = { description: 'FOLDER_CYCLE: a folder cannot go into itself or a folder below it' };

export const createFolderRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/materials/folders',
  summary: 'Create a folder (at the root, or in one of your live folders); it goes last among its siblings',
  tags: ['materials'],
  auth: 'teacher',
  body: ZCreateFolderInput,
  responses: {
    201: { description: 'The folder', schema: ZFolder },
    404: { description: 'NOT_FOUND: the parent folder is not one of your live folders' },
    422: depthExceeded,
  },
});

export const updateFolderRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/materials/folders/{id}',
  summary:
    'Rename, recolour, change the emoji; a new parentId moves the folder with everything below it (null = to the root)',
  tags: ['materials'],
  auth: 'teacher',
  params: ZFolderIdParams,
  body: ZUpdateFolderInput,
  responses: {
    200: { description: 'The updated folder', schema: ZFolder },
    404: { description: 'NOT_FOUND: the folder or the new parent is not one of your live folders' },
    422: { description: `${depthExceeded.description}; ${cycle.description}` },
  },
});

export const deleteFolderRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/materials/folders/{id}',
  summary: 'Move the folder and everything below it to the trash, all with one deletionBatchId',
  tags: ['materials'],
  auth: 'teacher',
  params: ZFolderIdParams,
  responses: { 200: { description: 'In the trash; restore it with { batchId }', schema: ZDeletedFolder } },
});

export const reorderFoldersRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/materials/folders/reorder',
  summary:
    "Set the order of one parent's child folders (parentId null = the root folders) by their position in folderIds",
  tags: ['materials'],
  auth: 'teacher',
  body: ZReorderFoldersInput,
  responses: {
    200: { description: "The parent's live child folders in their new order", schema: ZFolderList },
    404: { description: 'NOT_FOUND: the parent, or a named folder, is not your live folder under that parent' },
  },
});

export const folderTreeRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/materials/folder-tree',
  summary:
    'Every live folder as a tree (roots in order), each with itemCount: live templates plus resources in it and below it',
  tags: ['materials'],
  auth: 'teacher',
  responses: { 200: { description: 'The tree and the number of items in no folder', schema: ZFolderTree } },
});

export const breadcrumbRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/materials/breadcrumb/{id}',
  summary: 'The path to a folder: its ancestors from the root, ending with the folder',
  tags: ['materials'],
  auth: 'teacher',
  params: ZFolderIdParams,
  responses: { 200: { description: 'The path, root first', schema: ZBreadcrumb } },
});

export const rootContentsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/materials',
  summary:
    'What sits in no folder, grouped as the spec names it: folders (in order), templates and resources (by sort: name, updated or usage); page and limit apply to each group, each with its own total',
  tags: ['materials'],
  auth: 'teacher',
  query: ZContentsQuery,
  responses: { 200: { description: 'A page of each group of the root (folder is null)', schema: ZContentsPage } },
});

export const folderContentsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/materials/{folderId}/contents',
  summary:
    "A folder's contents, grouped as the spec names them: folders (in order), templates and resources (by sort: name, updated or usage); page and limit apply to each group, each with its own total",
  tags: ['materials'],
  auth: 'teacher',
  params: ZContentsParams,
  query: ZContentsQuery,
  responses: {
    200: { description: 'A page of each group of the folder, with the folder itself', schema: ZContentsPage },
  },
});

export const moveMaterialsRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/materials/move',
  summary:
    'Move folders, templates and resources into a folder (null = the root) in one transaction; refused items are reported per item (NOT_FOUND, FOLDER_CYCLE, FOLDER_DEPTH_EXCEEDED) and not changed',
  tags: ['materials'],
  auth: 'teacher',
  body: ZMoveMaterialsInput,
  responses: {
    200: { description: 'One result per item', schema: ZBulkResult },
    404: { description: 'NOT_FOUND: the target folder is not one of your live folders (nothing moved)' },
  },
});
