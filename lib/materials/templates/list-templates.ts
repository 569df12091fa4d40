import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import { pageWindow, toPage } from '@/lib/core/pagination';
import type { TListTemplatesQuery, TTemplateList } from './schemas';
import { templateJsonSelect, toTemplateJson } from './template-json';

/** The list filters, all combined (AND); only live templates of the teacher. */
export function templateListWhere(
  teacherId: string,
  { q, tagIds, tagMatch, folderId }: Pick<TListTemplatesQuery, 'q' | 'tagIds' | 'tagMatch' | 'folderId'>,
): Prisma.LessonTemplateWhereInput {
  const pattern = q ? escapeLikePattern(q) : undefined;
  const and: Prisma.LessonTemplateWhereInput[] = [];
  if (pattern) {
    and.push({
      OR: [
        { name: { contains: pattern, mode: 'insensitive' } },
        { description: { contains: pattern, mode: 'insensitive' } },
        { tags: { some: { tag: { teacherId, name: { contains: pattern, mode: 'insensitive' } } } } },
      ],
    });
  }
  if (tagIds?.length) {
    if (tagMatch === 'all') for (const tagId of tagIds) and.push({ tags: { some: { tagId } } });
    else and.push({ tags: { some: { tagId: { in: tagIds } } } });
  }
  return {
    teacherId,
    deletedAt: null,
    ...(folderId ? { folderId: folderId === 'root' ? null : folderId } : {}),
    ...(and.length ? { AND: and } : {}),
  };
}

const orderings: Record<TListTemplatesQuery['sort'], Prisma.LessonTemplateOrderByWithRelationInput[]> = {
  name: [{ name: 'asc' }, { id: 'asc' }],
  updated: [{ updatedAt: 'desc' }, { id: 'asc' }],
  usage: [{ usageCount: 'desc' }, { name: 'asc' }, { id: 'asc' }],
};

/**
 * GET /api/teacher/lesson-templates: one page of the teacher's live templates. A constant number of
 * statements whatever the page holds: the count, the page, its tags (resource counts ride in the page).
 */
export async function listTemplates({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListTemplatesQuery;
}): Promise<TTemplateList> {
  const where = templateListWhere(teacherId, query);
  const [total, rows] = await Promise.all([
    db.lessonTemplate.count({ where }),
    db.lessonTemplate.findMany({
      where,
      orderBy: orderings[query.sort],
      ...pageWindow(query),
      select: templateJsonSelect,
    }),
  ]);
  return toPage(rows.map(toTemplateJson), total, query);
}
