/**
 * Zod schemas of lesson templates: request bodies and queries (shared with the template editor's
 * form) and the response shapes. Client-safe: zod, the generated enum constants and lib/core only.
 */
import { z } from 'zod';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZResource, type TResource } from '../resources/schemas';
import { ZMaterialTag, ZTagIds, ZTagNames } from '../schemas';

// ---- Limits ----

export const maxTemplateNameLength = 200;
export const maxTemplateDescriptionLength = 2000;
export const maxTemplateTextLength = 20_000;
export const maxCategoryLength = 50;
export const maxCategories = 20;
export const maxTemplateResources = 100;
export const maxMeetLinkLength = 2000;

// ---- Shared pieces ----

export const ZTemplateIdParams = z.object({ id: z.uuid() }).strict();

/** Optional text: trimmed; an empty string is stored as null (a form's cleared field). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

/** An http(s) address or null; an empty string counts as null. Anything else is 400 on `meetLink`. */
export const ZMeetLink = z
  .string()
  .trim()
  .max(maxMeetLinkLength, `At most ${maxMeetLinkLength} characters`)
  .nullable()
  .transform((value) => (value ? value : null))
  .pipe(z.url({ protocol: /^https?$/, error: 'Use an http(s) address, e.g. https://meet.example.com/abc' }).nullable());

/** Free-form labels of a template ("A2", "conversation"); trimmed, no repeats (case-insensitive). */
export const ZCategories = z
  .array(z.string().trim().min(1, 'A category needs a name').max(maxCategoryLength, `At most ${maxCategoryLength} characters`))
  .max(maxCategories, `At most ${maxCategories} categories`)
  .refine(
    (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
    'The list repeats a category',
  );

/** Ordered resource links: position = index in the list. */
export const ZTemplateResourceIds = z
  .array(z.uuid())
  .max(maxTemplateResources, `At most ${maxTemplateResources} resources`)
  .refine((ids) => new Set(ids).size === ids.length, 'The list repeats a resource');

// ---- Request bodies ----

/** Every field a teacher edits on a template (the editor form uses this same schema). */
export const ZTemplateFields = z
  .object({
    name: z.string().trim().min(1, 'Give the template a name').max(maxTemplateNameLength, `At most ${maxTemplateNameLength} characters`),
    description: optionalText(maxTemplateDescriptionLength),
    categories: ZCategories,
    /** The teacher's existing tags; with `tags`, replaces the template's tags. */
    tagIds: ZTagIds,
    /** Tag names; a name the teacher has no tag for yet creates it. */
    tags: ZTagNames,
    defaultNotes: optionalText(maxTemplateTextLength),
    defaultSummary: optionalText(maxTemplateTextLength),
    /** Copied into a session's empty meeting link when the template is applied. */
    meetLink: ZMeetLink,
    /** An own, live folder; null = the library's root. */
    folderId: z.uuid().nullable(),
    /** Own, live resources, in the order they are shown; replaces the template's links. */
    resourceIds: ZTemplateResourceIds,
  })
  .strict();
export type TTemplateFieldsInput = z.input<typeof ZTemplateFields>;

/** POST /api/teacher/lesson-templates: a name is required, the rest optional. */
export const ZCreateTemplateInput = ZTemplateFields.partial().required({ name: true }).strict();
export type TCreateTemplateInput = z.output<typeof ZCreateTemplateInput>;
export type TCreateTemplateFormValues = z.input<typeof ZCreateTemplateInput>;

/** PATCH /api/teacher/lesson-templates/:id: any field; a field left out is unchanged. */
export const ZUpdateTemplateInput = ZTemplateFields.partial().strict();
export type TUpdateTemplateInput = z.output<typeof ZUpdateTemplateInput>;

// ---- List query ----

export const templateSortFields = ['name', 'updated', 'usage'] as const;
export const tagMatchModes = ['any', 'all'] as const;

/** `tagIds=a,b` (or repeated `tagIds=a&tagIds=b`): the teacher's tags to filter by. */
export const ZTagIdsFilter = z
  .union([z.string(), z.array(z.string())])
  .meta({ description: 'Comma-separated tag ids' })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(50, 'At most 50 tags'));

/** `folderId`: a folder's id, or `root` for the items not in any folder. */
export const ZFolderFilter = z.union([z.literal('root'), z.uuid()]);

export const ZListTemplatesQuery = ZPagination.extend({
  /** Name or description, case-insensitive, anywhere in the text; `_` and `%` match themselves. */
  q: z.string().trim().max(200).optional(),
  tagIds: ZTagIdsFilter.optional(),
  /** `any` (default): at least one of the tags; `all`: every one of them. */
  tagMatch: z.enum(tagMatchModes).default('any'),
  folderId: ZFolderFilter.optional(),
  /** `name` A-Z (default), `updated` newest first, `usage` most used first. */
  sort: z.enum(templateSortFields).default('name'),
}).strict();
export type TListTemplatesQuery = z.infer<typeof ZListTemplatesQuery>;

// ---- Responses ----

/**
 * A resource as the materials API answers it (the Resource JSON of lib/materials/resources). Template
 * detail and `GET /:id/resources` list the linked ones in position order, trashed ones left out.
 */
export const ZTemplateResource = ZResource;
export type TTemplateResource = TResource;

/** Template JSON. */
export const ZTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(ZMaterialTag),
  defaultNotes: z.string().nullable(),
  defaultSummary: z.string().nullable(),
  meetLink: z.string().nullable(),
  folderId: z.uuid().nullable(),
  /** Sessions the template was applied to. */
  usageCount: z.int(),
  /** 1 when created; +1 on every change of its content (see docs/decisions/0033). */
  version: z.int(),
  /** Linked resources that are not in the trash. */
  resourceCount: z.int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

export const ZTemplateDetail = ZTemplate.extend({ resources: z.array(ZTemplateResource) });
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

export const ZTemplateList = ZPage(ZTemplate);
export type TTemplateList = z.infer<typeof ZTemplateList>;

export const ZTemplateResourceList = z.object({ data: z.array(ZTemplateResource) });
export type TTemplateResourceList = z.infer<typeof ZTemplateResourceList>;

// ---- Picker tree ----

export const ZTemplateRef = z.object({ id: z.uuid(), name: z.string() });
export type TTemplateRef = z.infer<typeof ZTemplateRef>;

export type TTemplateTreeFolder = {
  id: string;
  name: string;
  emoji: string | null;
  color: string | null;
  children: TTemplateTreeFolder[];
  templates: TTemplateRef[];
};

/** One live folder of the picker tree, its live sub-folders and the live templates directly in it. */
export const ZTemplateTreeFolder: z.ZodType<TTemplateTreeFolder> = z
  .object({
    id: z.uuid(),
    name: z.string(),
    emoji: z.string().nullable(),
    color: z.string().nullable(),
    get children() {
      return z.array(ZTemplateTreeFolder);
    },
    templates: z.array(ZTemplateRef),
  })
  .meta({ id: 'TemplateTreeFolder' });

/** GET /lesson-templates/tree: root folders (sorted like the library) and the templates in no folder. */
export const ZTemplateTree = z.object({ data: z.array(ZTemplateTreeFolder), unfiled: z.array(ZTemplateRef) });
export type TTemplateTree = z.infer<typeof ZTemplateTree>;
