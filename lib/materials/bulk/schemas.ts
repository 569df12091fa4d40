/** Zod schemas of bulk delete and bulk tag. Client-safe. */
import { z } from 'zod';
import { ZMaterialRefs, ZTagIds, ZTagNames } from '../schemas';

export const ZBulkDeleteInput = z.object({ items: ZMaterialRefs }).strict();
export type TBulkDeleteInput = z.infer<typeof ZBulkDeleteInput>;

export const ZBulkTagInput = z
  .object({
    /** Templates and resources; a folder is reported per item as INVALID_ITEM. */
    items: ZMaterialRefs,
    /** Your existing tags to add (an unknown id is a 400 on this field and nothing is written). */
    addTagIds: ZTagIds.optional(),
    /** Tag names to add; a name you have no tag for yet creates it. */
    addTags: ZTagNames.optional(),
    /** Your tags to take off (an unknown id is a 400 on this field). */
    removeTagIds: ZTagIds.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    const count = (input.addTagIds?.length ?? 0) + (input.addTags?.length ?? 0) + (input.removeTagIds?.length ?? 0);
    if (count === 0) {
      ctx.addIssue({ code: 'custom', path: ['addTagIds'], message: 'Name at least one tag to add or remove' });
    }
    const removing = new Set(input.removeTagIds ?? []);
    if ((input.addTagIds ?? []).some((id) => removing.has(id))) {
      ctx.addIssue({ code: 'custom', path: ['removeTagIds'], message: 'A tag cannot be added and removed at once' });
    }
  });
export type TBulkTagInput = z.infer<typeof ZBulkTagInput>;
