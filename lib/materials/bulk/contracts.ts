/** Route contracts of bulk delete and bulk tag in the materials library. */
import { defineRoute } from '@/lib/core/route-contract';
import { ZBulkResult } from '../schemas';
import { ZBulkDeleteInput, ZBulkTagInput } from './schemas';

export const bulkDeleteMaterialsRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/materials/bulk-delete',
  summary:
    'Move up to 200 folders, templates and resources to the trash in one transaction (a folder takes everything below it, as one batch); one result per item',
  tags: ['materials'],
  auth: 'teacher',
  body: ZBulkDeleteInput,
  responses: {
    200: {
      description:
        'One result per item in the order given; missing, trashed or foreign items are NOT_FOUND and unchanged',
      schema: ZBulkResult,
    },
  },
});

export const bulkTagMaterialsRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/materials/bulk-tag',
  summary:
    'Add (`addTagIds`, `addTags` by name) and/or remove (`removeTagIds`) tags on up to 200 templates and resources in one transaction; one result per item',
  tags: ['materials'],
  auth: 'teacher',
  body: ZBulkTagInput,
  responses: {
    200: {
      description:
        'One result per item in the order given: a folder is INVALID_ITEM, a missing, trashed or foreign item NOT_FOUND; those change nothing',
      schema: ZBulkResult,
    },
    400: {
      description:
        'VALIDATION_ERROR: nothing to add or remove, or an unknown tag id (on `addTagIds` / `removeTagIds`); nothing written',
    },
  },
});
