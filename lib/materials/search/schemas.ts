/** Zod schemas of the global materials search. Client-safe. */
import { z } from 'zod';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZMaterialTag } from '../schemas';

export const ZSearchMaterialsQuery = ZPagination.extend({
  /** Name (template) or label (resource), description or a tag name contains it, case-insensitive; `_` and `%` match themselves. */
  q: z.string().trim().min(1, 'Type something to search for').max(100, 'At most 100 characters'),
  /** Only templates or only resources; both by default. */
  type: z.enum(['template', 'resource']).optional(),
}).strict();
export type TSearchMaterialsQuery = z.infer<typeof ZSearchMaterialsQuery>;

export const ZSearchHit = z.object({
  type: z.enum(['template', 'resource']),
  id: z.uuid(),
  /** Template name or resource label. */
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(ZMaterialTag),
  folderId: z.uuid().nullable(),
  /** Null at the top level. */
  folderName: z.string().nullable(),
  /** Resources only. */
  url: z.string().optional(),
  updatedAt: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

/** Name matches first (starting with the text before containing it), then by name. */
export const ZSearchPage = ZPage(ZSearchHit);
export type TSearchPage = z.infer<typeof ZSearchPage>;
