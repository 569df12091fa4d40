/**
 * Zod schemas of the materials library's structure: folders (create, edit, reorder), the folder tree,
 * the breadcrumb, a folder's contents (folders, templates and resources, grouped) and move.
 * Client-safe: zod, the generated enum constants and lib/core/pagination only. The library UI builds
 * against these shapes; the field names are the contract.
 */
import { z } from 'zod';
import { ResourceProvider, ResourceType } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZMaterialRefs, ZMaterialTag } from '../schemas';

// ---- Folder fields ----

export const maxFolderNameLength = 100;

export const ZFolderName = z
  .string()
  .trim()
  .min(1, 'Give the folder a name')
  .max(maxFolderNameLength, `At most ${maxFolderNameLength} characters`);

/** `#RRGGBB` (stored in lower case), or null for the default colour. */
export const ZFolderColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #4f46e5')
  .transform((value) => value.toLowerCase())
  .nullable();

/** One emoji (or a short sequence such as a flag or a skin tone), or null. */
export const ZFolderEmoji = z.string().trim().min(1, 'Choose an emoji or none').max(16, 'At most one emoji').nullable();

export const ZFolderIdParams = z.object({ id: z.uuid() }).strict();
export const ZContentsParams = z.object({ folderId: z.uuid() }).strict();

// ---- Folder inputs ----

/** POST /api/teacher/materials/folders. `parentId` null or absent = a root folder. */
export const ZCreateFolderInput = z
  .object({
    name: ZFolderName,
    color: ZFolderColor.optional(),
    emoji: ZFolderEmoji.optional(),
    parentId: z.uuid().nullable().optional(),
  })
  .strict();
export type TCreateFolderInput = z.infer<typeof ZCreateFolderInput>;

/** PATCH /api/teacher/materials/folders/:id. A `parentId` change is a move (null = to the root). */
export const ZUpdateFolderInput = z
  .object({
    name: ZFolderName.optional(),
    color: ZFolderColor.optional(),
    emoji: ZFolderEmoji.optional(),
    parentId: z.uuid().nullable().optional(),
  })
  .strict();
export type TUpdateFolderInput = z.infer<typeof ZUpdateFolderInput>;

/** POST /api/teacher/materials/folders/reorder: the new order of (some of) one parent's live child folders. */
export const ZReorderFoldersInput = z
  .object({
    parentId: z.uuid().nullable(),
    folderIds: z
      .array(z.uuid())
      .min(1, 'Name at least one folder')
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'The list repeats an id'),
  })
  .strict();
export type TReorderFoldersInput = z.infer<typeof ZReorderFoldersInput>;

/** POST /api/teacher/materials/move: folders, templates and resources at once; null = the root. */
export const ZMoveMaterialsInput = z.object({ items: ZMaterialRefs, targetFolderId: z.uuid().nullable() }).strict();
export type TMoveMaterialsInput = z.infer<typeof ZMoveMaterialsInput>;

// ---- Folder outputs ----

export const ZFolder = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
  emoji: z.string().nullable(),
  parentId: z.uuid().nullable(),
  /** 1 for a root folder, at most 5. */
  depth: z.int(),
  sortOrder: z.int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TFolder = z.infer<typeof ZFolder>;

export type TFolderTreeNode = TFolder & {
  /** Live templates plus live resources in this folder and every folder below it. */
  itemCount: number;
  children: TFolderTreeNode[];
};
export const ZFolderTreeNode: z.ZodType<TFolderTreeNode> = ZFolder.extend({
  itemCount: z.int(),
  get children() {
    return z.array(ZFolderTreeNode);
  },
}).meta({ id: 'MaterialFolderTreeNode' });

/** GET /api/teacher/materials/folder-tree: root folders in sortOrder, each with its children. */
export const ZFolderTree = z.object({
  data: z.array(ZFolderTreeNode),
  /** Live templates plus resources that sit in no folder. */
  rootItemCount: z.int(),
});
export type TFolderTree = z.infer<typeof ZFolderTree>;

/** GET /api/teacher/materials/breadcrumb/:id: the path, root first, ending with the folder. */
export const ZBreadcrumb = z.object({ data: z.array(ZFolder) });
export type TBreadcrumb = z.infer<typeof ZBreadcrumb>;

/** Answer of reorder: the parent's live child folders in their new order. */
export const ZFolderList = z.object({ data: z.array(ZFolder) });
export type TFolderList = z.infer<typeof ZFolderList>;

/** DELETE /api/teacher/materials/folders/:id: what went to the trash (the folder with its subtree). */
export const ZDeletedFolder = z.object({
  type: z.literal('folder'),
  id: z.uuid(),
  deletedAt: z.iso.datetime(),
  deletionBatchId: z.uuid().nullable(),
});

// ---- Contents of a folder ----

export const contentsSortFields = ['name', 'updated', 'usage'] as const;

/** GET /api/teacher/materials and /:folderId/contents. Sorts templates and resources (folders keep sortOrder). */
export const ZContentsQuery = ZPagination.extend({
  sort: z.enum(contentsSortFields).default('name'),
}).strict();
export type TContentsQuery = z.infer<typeof ZContentsQuery>;

/** A folder of the `folders` group. */
export const ZFolderItem = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
  emoji: z.string().nullable(),
  /** Live templates plus resources in the folder and below it (as in the tree). */
  itemCount: z.int(),
});
export type TFolderItem = z.infer<typeof ZFolderItem>;

/** A lesson template of the `templates` group. */
export const ZTemplateItem = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(ZMaterialTag),
  usageCount: z.int(),
  /** Live resources linked to the template. */
  resourceCount: z.int(),
  updatedAt: z.iso.datetime(),
});
export type TTemplateItem = z.infer<typeof ZTemplateItem>;

/** A resource of the `resources` group: the resource routes' names (`label`, `type`, `favorite`). */
export const ZResourceItem = z.object({
  id: z.uuid(),
  label: z.string(),
  url: z.string(),
  provider: z.enum(ResourceProvider),
  /** material, homework or reference, as on the resource routes. */
  type: z.enum(ResourceType),
  favorite: z.boolean(),
  tags: z.array(ZMaterialTag),
  thumbnailUrl: z.string().nullable(),
  usageCount: z.int(),
  updatedAt: z.iso.datetime(),
});
export type TResourceItem = z.infer<typeof ZResourceItem>;

/**
 * A folder's contents (spec: "folders, templates, resources"), one group of each by name. `page` and
 * `limit` apply to each group on its own (page 2 = the 2nd page of folders, of templates and of
 * resources), and each group answers its own `total`. Folders keep their sortOrder; templates and
 * resources follow `sort`. `folder` is the folder shown, null at the root.
 */
export const ZContentsPage = z.object({
  folder: ZFolder.nullable(),
  folders: ZPage(ZFolderItem),
  templates: ZPage(ZTemplateItem),
  resources: ZPage(ZResourceItem),
});
export type TContentsPage = z.infer<typeof ZContentsPage>;
