import 'server-only';
import { db } from '@/lib/core/db';
import { listStudents } from './list-students';
import type { TListStudentsQuery } from './schemas';

type Tag = { id: string; name: string; color: string | null };

/**
 * What the roster page (`/teacher/students`) reads, beside the session: one page of the list and the
 * teacher's tags for the filter and the rows' badges. The tags are read without the per-tag student
 * counts of `listTags` (a grouped count over every tagged student, which the page never shows).
 * Statements: the list's five (listStudents) and one for the tags, whatever the roster's size.
 */
export async function loadRosterPage({
  teacherId,
  query,
  now,
}: {
  teacherId: string;
  query: TListStudentsQuery;
  now?: Date;
}): Promise<{ list: Awaited<ReturnType<typeof listStudents>>; tags: Tag[] }> {
  const [list, tags] = await Promise.all([
    listStudents({ teacherId, query, now }),
    db.tag.findMany({
      where: { teacherId },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, color: true },
    }),
  ]);
  return { list, tags };
}
