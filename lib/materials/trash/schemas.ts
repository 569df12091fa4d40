/** Zod schemas of the materials trash: list, restore, permanent delete. Client-safe. */
import { z } from 'zod';
import { ZMaterialRef } from '../schemas';

// ---- Inputs ----

export const ZTrashListQuery = z
  .object({
    /** A trashed folder of yours: only its direct trashed contents. Without it: everything in your trash. */
    folderId: z.uuid().optional(),
  })
  .strict();
export type TTrashListQuery = z.infer<typeof ZTrashListQuery>;

/** Everything deleted together in one folder cascade (spec: `deletionBatchId`). */
export const ZTrashBatchRef = z.object({ batchId: z.uuid() }).strict();

/** `{ type, id }` (one item; a folder brings its trashed subtree of the same batch) or `{ batchId }`. */
export const ZRestoreInput = z.union([ZMaterialRef, ZTrashBatchRef]);
export type TRestoreInput = z.infer<typeof ZRestoreInput>;

/** Empty the whole trash. */
export const ZEmptyTrashRef = z.object({ all: z.literal(true) }).strict();

/** `{ type, id }` (a folder takes everything below it), `{ batchId }`, or `{ all: true }` (empty the trash). */
export const ZPermanentDeleteInput = z.union([ZMaterialRef, ZTrashBatchRef, ZEmptyTrashRef]);
export type TPermanentDeleteInput = z.infer<typeof ZPermanentDeleteInput>;

// ---- Answers ----

const trashItemBase = {
  id: z.uuid(),
  name: z.string(),
  /** ISO 8601 UTC. */
  deletedAt: z.string(),
  /** The folder cascade this item was deleted in; null for a template or resource deleted on its own. */
  deletionBatchId: z.uuid().nullable(),
  /** Name of the folder it sat in (null at the top level). */
  folderName: z.string().nullable(),
  /** True when the folder it sat in is in the trash too (the UI shows it under that folder). */
  insideTrashedFolder: z.boolean(),
};

export const ZTrashFolder = z.object({
  type: z.literal('folder'),
  ...trashItemBase,
  /** The folder it sat in (null = top level). */
  parentId: z.uuid().nullable(),
  color: z.string().nullable(),
  emoji: z.string().nullable(),
});
export const ZTrashTemplate = z.object({
  type: z.literal('template'),
  ...trashItemBase,
  folderId: z.uuid().nullable(),
  description: z.string().nullable(),
});
export const ZTrashResource = z.object({
  type: z.literal('resource'),
  ...trashItemBase,
  folderId: z.uuid().nullable(),
  description: z.string().nullable(),
  url: z.string(),
  provider: z.enum(['link', 'drive', 'video_a', 'video_b']),
  resourceType: z.enum(['material', 'homework', 'reference']),
});
export type TTrashFolder = z.infer<typeof ZTrashFolder>;
export type TTrashTemplate = z.infer<typeof ZTrashTemplate>;
export type TTrashResource = z.infer<typeof ZTrashResource>;
export type TTrashItem = TTrashFolder | TTrashTemplate | TTrashResource;

/** One folder cascade still (partly) in the trash; counts are of its items still in the trash. */
export const ZTrashBatch = z.object({
  batchId: z.uuid(),
  /**
   * The folder the teacher deleted, while everything of the batch still in the trash sits in it (then
   * restoring the batch = restoring that folder with its contents); null once parts came back so that
   * the rest no longer hangs under one trashed folder.
   */
  rootFolder: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  deletedAt: z.string(),
  folders: z.number().int(),
  templates: z.number().int(),
  resources: z.number().int(),
});
export type TTrashBatch = z.infer<typeof ZTrashBatch>;

export const ZTrashList = z.object({
  /** Newest first in every group. */
  folders: z.array(ZTrashFolder),
  templates: z.array(ZTrashTemplate),
  resources: z.array(ZTrashResource),
  /** The batches the listed items belong to, newest first. */
  batches: z.array(ZTrashBatch),
  /** With `folderId`: that folder (for a breadcrumb / back link); `trashedParent` = the folder it sat in, when that is in the trash too. */
  folder: z
    .object({
      id: z.uuid(),
      name: z.string(),
      parentId: z.uuid().nullable(),
      trashedParent: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type TTrashList = z.infer<typeof ZTrashList>;

const ids = z.array(z.uuid());

export const ZRestoreResult = z.object({
  /** Ids of everything that left the trash, including folders restored only as the path to an item. */
  restored: z.object({ folders: ids, templates: ids, resources: ids }),
  /** Folders put back at the top level because their old place would now be deeper than 5 levels. */
  movedToRoot: ids,
});
export type TRestoreResult = z.infer<typeof ZRestoreResult>;

export const ZPermanentDeleteResult = z.object({
  deleted: z.object({ folders: z.number().int(), templates: z.number().int(), resources: z.number().int() }),
});
export type TPermanentDeleteResult = z.infer<typeof ZPermanentDeleteResult>;
