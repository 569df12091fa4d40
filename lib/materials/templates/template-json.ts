import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { TTemplate, TTemplateResource } from './schemas';

const tagSelect = { tag: { select: { id: true, name: true, color: true } } } as const;

/**
 * Columns of Template JSON. Tags and the count of live linked resources come in the same round of
 * statements for every row of a list (one per relation), never one per template.
 */
export const templateJsonSelect = {
  id: true,
  name: true,
  description: true,
  categories: true,
  defaultNotes: true,
  defaultSummary: true,
  meetLink: true,
  folderId: true,
  usageCount: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  tags: { select: tagSelect, orderBy: { tag: { name: 'asc' } } },
  _count: { select: { resources: { where: { resource: { deletedAt: null } } } } },
} satisfies Prisma.LessonTemplateSelect;

export type TemplateRow = Prisma.LessonTemplateGetPayload<{ select: typeof templateJsonSelect }>;

export function toTemplateJson({ tags, _count, createdAt, updatedAt, ...row }: TemplateRow): TTemplate {
  return {
    ...row,
    tags: tags.map(({ tag }) => tag),
    resourceCount: _count.resources,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Columns of Resource JSON, counts included (links to live templates, links to sessions). */
export const resourceJsonSelect = {
  id: true,
  label: true,
  url: true,
  description: true,
  provider: true,
  type: true,
  isFavorite: true,
  usageCount: true,
  thumbnailUrl: true,
  providerItemId: true,
  mimeType: true,
  folderId: true,
  createdAt: true,
  updatedAt: true,
  tags: { select: tagSelect, orderBy: { tag: { name: 'asc' } } },
  _count: { select: { templates: { where: { template: { deletedAt: null } } }, sessions: true } },
} satisfies Prisma.ResourceSelect;

export type ResourceRow = Prisma.ResourceGetPayload<{ select: typeof resourceJsonSelect }>;

export function toResourceJson({ tags, _count, isFavorite, createdAt, updatedAt, ...row }: ResourceRow): TTemplateResource {
  return {
    ...row,
    favorite: isFavorite,
    tags: tags.map(({ tag }) => tag),
    linkedTemplateCount: _count.templates,
    linkedSessionCount: _count.sessions,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The live resources linked to a template of the teacher, in position order (one statement per relation). */
export async function loadTemplateResources(
  client: Prisma.TransactionClient,
  { teacherId, templateId }: { teacherId: string; templateId: string },
): Promise<TTemplateResource[]> {
  const links = await client.templateResource.findMany({
    where: { templateId, template: { teacherId }, resource: { teacherId, deletedAt: null } },
    orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
    select: { resource: { select: resourceJsonSelect } },
  });
  return links.map((link) => toResourceJson(link.resource));
}
