/** Route contracts of the materials trash. */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZPermanentDeleteInput,
  ZPermanentDeleteResult,
  ZRestoreInput,
  ZRestoreResult,
  ZTrashList,
  ZTrashListQuery,
} from './schemas';

export const listTrashRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/materials/trash',
  summary:
    'Your trash grouped as folders, templates, resources (newest first) with the folder cascades (batches) they belong to; `folderId` = the direct trashed contents of one trashed folder',
  tags: ['materials'],
  auth: 'teacher',
  query: ZTrashListQuery,
  responses: {
    200: { description: 'The trash (not paginated)', schema: ZTrashList },
    404: { description: 'NOT_FOUND: `folderId` is not a folder of yours in the trash' },
  },
});

export const restoreTrashRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/materials/trash/restore',
  summary:
    'Restore `{ type, id }` or `{ batchId }`. A folder comes back with its trashed subtree of the same batch; `{ batchId }` restores exactly the items of that batch still in the trash. An item whose folder is in the trash brings back the path of its trashed ancestor folders (those folders only, not their other contents). Where the old place would now be deeper than 5 levels, the top restored folder goes to the top level (`movedToRoot`).',
  tags: ['materials'],
  auth: 'teacher',
  body: ZRestoreInput,
  responses: {
    200: { description: 'What left the trash', schema: ZRestoreResult },
    404: { description: 'NOT_FOUND: no item or batch of yours in the trash matches' },
  },
});

export const permanentDeleteTrashRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/materials/trash/permanent-delete',
  summary:
    'Delete for good: `{ type, id }` (a folder takes every folder, template and resource below it), `{ batchId }`, or `{ all: true }` (empty the trash). Only items in the trash; links to templates and sessions and drive-copy records of a deleted resource go with it.',
  tags: ['materials'],
  auth: 'teacher',
  body: ZPermanentDeleteInput,
  responses: {
    200: {
      description: 'How many rows were deleted (`{ all: true }` on an empty trash answers zeros)',
      schema: ZPermanentDeleteResult,
    },
    404: { description: 'NOT_FOUND: no item or batch of yours in the trash matches (live items are not in the trash)' },
  },
});
