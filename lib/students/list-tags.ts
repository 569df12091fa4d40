import 'server-only';
import { db } from '@/lib/core/db';
import type { TTagList } from './response-schemas';

/**
 * All of the teacher's tags by name, each with how many (non-deleted) students carry it. Tags are
 * few and feed pickers and filters, so the list is whole, not paged. Two queries.
 */
export async function listTags({ teacherId }: { teacherId: string }): Promise<TTagList> {
  const [tags, usage] = await Promise.all([
    db.tag.findMany({
      where: { teacherId },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, color: true },
    }),
    db.studentTag.groupBy({
      by: ['tagId'],
      where: { tag: { teacherId }, student: { teacherId, deletedAt: null } },
      _count: { _all: true },
    }),
  ]);
  const counts = new Map(usage.map((row) => [row.tagId, row._count._all]));
  return { data: tags.map((tag) => ({ ...tag, studentCount: counts.get(tag.id) ?? 0 })) };
}
