/** Zod schemas of the global materials search. Client-safe. */
import { z } from 'zod';
import { ResourceProvider, ResourceType } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZMaterialTag } from '../schemas';

export const ZSearchMaterialsQuery = ZPagination.extend({
  /** Name (template) or label (resource), description or a tag name contains it, case-insensitive; `_` and `%` match themselves. */
  q: z.string().trim().min(1, 'Type something to search for').max(100, 'At most 100 characters'),
  /** Only the templates or only the resources (the other group answers empty); both by default. */
  type: z.enum(['template', 'resource']).optional(),
}).strict();
export type TSearchMaterialsQuery = z.infer<typeof ZSearchMaterialsQuery>;

const hitPlace = {
  folderId: z.uuid().nullable(),
  /** Null at the top level. */
  folderName: z.string().nullable(),
};

export const ZTemplateHit = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(ZMaterialTag),
  ...hitPlace,
  updatedAt: z.iso.datetime(),
});
export type TTemplateHit = z.infer<typeof ZTemplateHit>;

/** A resource found: the resource routes' names (`label`, `type`). */
export const ZResourceHit = z.object({
  id: z.uuid(),
  label: z.string(),
  url: z.string(),
  provider: z.enum(ResourceProvider),
  /** material, homework or reference, as on the resource routes. */
  type: z.enum(ResourceType),
  description: z.string().nullable(),
  tags: z.array(ZMaterialTag),
  ...hitPlace,
  updatedAt: z.iso.datetime(),
});
export type TResourceHit = z.infer<typeof ZResourceHit>;

/**
 * The hits grouped as templates and resources (as the folder contents and the trash group them), each
 * paged on its own by the same `page` and `limit` with its own total. Within a group: names
 * (labels) starting with the text first, then containing it, then the rest; by name.
 */
export const ZSearchResults = z.object({
  templates: ZPage(ZTemplateHit),
  resources: ZPage(ZResourceHit),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;
