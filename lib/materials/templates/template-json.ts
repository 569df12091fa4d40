import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { resourceSelect, toResource } from '../resources/resource-fields';
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

/** The live resources linked to a template of the teacher, in position order (one statement per relation). */
export async function loadTemplateResources(
  client: Prisma.TransactionClient,
  { teacherId, templateId }: { teacherId: string; templateId: string },
): Promise<TTemplateResource[]> {
  const links = await client.templateResource.findMany({
    where: { templateId, template: { teacherId }, resource: { teacherId, deletedAt: null } },
    orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
    select: { resource: { select: resourceSelect } },
  });
  return links.map((link) => toResource(link.resource));
}
