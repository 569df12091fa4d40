/**
 * Zod schemas of the resources of the materials library (links, drive files, videos) and of the
 * drive import: request bodies, list query and the Resource JSON. Client-safe (zod, the generated
 * enum constants and lib/core/pagination only): the resource dialog validates with the same schemas.
 */
import { z } from 'zod';
import { ResourceProvider, ResourceType } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZMaterialTag, ZTagIds, ZTagNames } from '../schemas';

// ---- Shared pieces ----

export const resourceProviders = Object.values(ResourceProvider) as [ResourceProvider, ...ResourceProvider[]];
export const resourceTypes = Object.values(ResourceType) as [ResourceType, ...ResourceType[]];
export const ZResourceProvider = z.enum(ResourceProvider);
export const ZResourceType = z.enum(ResourceType);
export type TResourceProvider = z.infer<typeof ZResourceProvider>;
export type TResourceType = z.infer<typeof ZResourceType>;

export const maxResourceLabelLength = 200;
export const maxResourceDescriptionLength = 2000;
export const maxResourceUrlLength = 2048;

export const httpUrlMessage = 'Use a web address that starts with http:// or https://';

/** True when the text parses as an absolute http: or https: URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http/https address only: `javascript:`, `data:`, `ftp:`, relative paths are refused (400). */
export const ZHttpUrl = z
  .string()
  .trim()
  .min(1, 'Enter a web address')
  .max(maxResourceUrlLength, `At most ${maxResourceUrlLength} characters`)
  .refine(isHttpUrl, httpUrlMessage);

export const ZResourceIdParams = z.object({ id: z.uuid() }).strict();

// ---- Write bodies ----

/** Every field of a resource a teacher writes. `tagIds` and `tags` together replace its tags. */
export const ZResourceFields = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'Give the resource a name')
      .max(maxResourceLabelLength, `At most ${maxResourceLabelLength} characters`),
    url: ZHttpUrl,
    description: z
      .string()
      .trim()
      .max(maxResourceDescriptionLength, `At most ${maxResourceDescriptionLength} characters`)
      .nullable(),
    /** link, drive, video_a (YouTube), video_b (Vimeo). Left out on create: inferred from the URL. */
    provider: ZResourceProvider,
    type: ZResourceType,
    tagIds: ZTagIds,
    tags: ZTagNames,
    favorite: z.boolean(),
    thumbnailUrl: ZHttpUrl.nullable(),
    /** A live folder of the teacher (else 404), or null for the root. */
    folderId: z.uuid().nullable(),
  })
  .strict();

/** POST /api/teacher/resources: label and url required; provider inferred from the URL when left out. */
export const ZCreateResourceInput = ZResourceFields.partial().required({ label: true, url: true });
export type TCreateResourceInput = z.infer<typeof ZCreateResourceInput>;

/** PATCH /api/teacher/resources/:id: any subset; tags are replaced when `tagIds` or `tags` is given. */
export const ZUpdateResourceInput = ZResourceFields.partial();
export type TUpdateResourceInput = z.infer<typeof ZUpdateResourceInput>;

// ---- List query ----

/** Query flag: `true` / `false` as text. */
const ZQueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `tagIds=a,b` (comma-separated) or `tagIds=a&tagIds=b`. */
const ZTagIdsFilter = z
  .union([z.string(), z.array(z.string())])
  .meta({ description: 'Tag ids, comma-separated (tagIds=a,b) or repeated (tagIds=a&tagIds=b)' })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).min(1).max(50));

export const resourceSortFields = ['name', 'updated', 'usage'] as const;
export const ZResourceSort = z.enum(resourceSortFields);
export type TResourceSort = z.infer<typeof ZResourceSort>;

/**
 * GET /api/teacher/resources. Every filter narrows the list (AND); trashed resources are never listed.
 * - `q`: label, description or a tag name contains the text (case-insensitive; `%` and `_` match themselves)
 * - `tagIds` + `tagMatch`: `any` (default) has at least one of the tags, `all` has every one
 * - `type`, `provider`: one value each
 * - `favorite`: `true` favorites only, `false` the others
 * - `folderId`: a folder's uuid (only its direct items), or `root` for items in no folder
 * - `unlinked=true`: never linked to a template or a session (`false` = linked at least once)
 * - `sort`: `name` (default, A-Z), `updated` (newest first), `usage` (most used first)
 */
export const ZListResourcesQuery = ZPagination.extend({
  q: z.string().trim().max(100).optional(),
  tagIds: ZTagIdsFilter.optional(),
  tagMatch: z.enum(['any', 'all']).default('any'),
  type: ZResourceType.optional(),
  provider: ZResourceProvider.optional(),
  favorite: ZQueryBoolean.optional(),
  folderId: z
    .union([z.literal('root'), z.uuid()])
    .optional()
    .meta({ description: 'A folder id (its direct items), or `root` for items in no folder' }),
  unlinked: ZQueryBoolean.optional(),
  sort: ZResourceSort.default('name'),
}).strict();
export type TListResourcesQuery = z.infer<typeof ZListResourcesQuery>;
/** The query as a client builds it (strings before coercion). */
export type TListResourcesQueryInput = z.input<typeof ZListResourcesQuery>;

// ---- Responses ----

/** Resource JSON (`favorite` is the column isFavorite). */
export const ZResource = z.object({
  id: z.uuid(),
  label: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  provider: ZResourceProvider,
  type: ZResourceType,
  tags: z.array(ZMaterialTag),
  favorite: z.boolean(),
  usageCount: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  /** The drive file id of an imported resource (de-duplicates imports); null for hand-made ones. */
  providerItemId: z.string().nullable(),
  mimeType: z.string().nullable(),
  folderId: z.uuid().nullable(),
  linkedTemplateCount: z.number().int(),
  linkedSessionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it went to the trash (spec: soft-deleted through deletedAt); null while it is live. */
  deletedAt: z.iso.datetime().nullable(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZResourceList = ZPage(ZResource);
export type TResourceList = z.infer<typeof ZResourceList>;

// ---- Drive import ----

export const maxImportFiles = 50;

/** POST /api/teacher/materials/import: drive file ids to add as resources (into a folder, or the root). */
export const ZImportMaterialsInput = z
  .object({
    provider: z.literal('drive'),
    fileIds: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(200)
          .regex(/^[A-Za-z0-9_-]+$/, 'Not a drive file id'),
      )
      .min(1, 'Choose at least one file')
      .max(maxImportFiles, `At most ${maxImportFiles} files at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'The list repeats a file'),
    folderId: z.uuid().nullable().optional(),
  })
  .strict();
export type TImportMaterialsInput = z.infer<typeof ZImportMaterialsInput>;

export const ZImportMaterialsResult = z.object({
  /** One resource per file, in the order of `fileIds`. */
  data: z.array(ZResource),
  /** Files that became new resources. */
  created: z.number().int(),
  /** Files the teacher had already imported (the existing resource is answered; a trashed one is restored). */
  existing: z.number().int(),
});
export type TImportMaterialsResult = z.infer<typeof ZImportMaterialsResult>;
