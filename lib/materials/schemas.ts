/** Zod schemas shared by the whole materials library (folders, templates, resources, trash). Client-safe. */
import { z } from 'zod';

/** Spec Limits: folder nesting at most 5 levels (a root folder has depth 1). */
export const maxFolderDepth = 5;
/** Items one move, bulk delete or bulk tag request may name. */
export const maxBulkItems = 200;

export const materialTypes = ['folder', 'template', 'resource'] as const;
export const ZMaterialType = z.enum(materialTypes);
export type TMaterialType = z.infer<typeof ZMaterialType>;

/** One item of the library, named by its kind and id: `{ type, id }`. */
export const ZMaterialRef = z.object({ type: ZMaterialType, id: z.uuid() }).strict();
export type TMaterialRef = z.infer<typeof ZMaterialRef>;

export const ZMaterialRefs = z
  .array(ZMaterialRef)
  .min(1, 'Choose at least one item')
  .max(maxBulkItems, `At most ${maxBulkItems} items at once`)
  .refine(
    (items) => new Set(items.map((item) => `${item.type}:${item.id}`)).size === items.length,
    'The list repeats an item',
  );

/** A tag as materials answer it. */
export const ZMaterialTag = z.object({ id: z.uuid(), name: z.string(), color: z.string().nullable() });
export type TMaterialTag = z.infer<typeof ZMaterialTag>;

/**
 * Tags on a template or resource write: `tagIds` (the teacher's existing tags) and/or `tags` (names;
 * a name the teacher has no tag for yet creates it). Together they replace the item's tags.
 */
export const ZTagNames = z
  .array(z.string().trim().min(1, 'A tag needs a name').max(50, 'At most 50 characters'))
  .max(50, 'At most 50 tags');
export const ZTagIds = z
  .array(z.uuid())
  .max(50, 'At most 50 tags')
  .refine((ids) => new Set(ids).size === ids.length, 'The list repeats an id');

/** Per-item outcome of move, bulk delete and bulk tag (one transaction; refused items change nothing). */
export const ZItemResult = z.object({
  type: ZMaterialType,
  id: z.uuid(),
  ok: z.boolean(),
  /** Present when ok is false: the documented error code and message for this item. */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type TItemResult = z.infer<typeof ZItemResult>;

export const ZBulkResult = z.object({
  results: z.array(ZItemResult),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type TBulkResult = z.infer<typeof ZBulkResult>;

export const bulkResult = (results: TItemResult[]): TBulkResult => ({
  results,
  succeeded: results.filter((result) => result.ok).length,
  failed: results.filter((result) => !result.ok).length,
});
