import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow } from '@/lib/core/pagination';
import { loadStudentActivity } from './load-student-activity';
import type { TStudentList } from './response-schemas';
import type { TListStudentsQuery } from './schemas';
import { studentListWhere } from './student-list-where';

type ListStudents = { teacherId: string; query: TListStudentsQuery; now?: Date };

const rowSelect = {
  id: true,
  name: true,
  email: true,
  status: true,
  level: true,
  mood: true,
  timezone: true,
  createdAt: true,
  tags: { select: { tagId: true }, orderBy: { tagId: 'asc' } },
} as const;

/**
 * The roster: the teacher's non-deleted students filtered by tag, status and search, one page of
 * them, each with credits, counts, last contact, next/last session and the suggested action. The
 * number of queries is constant (count, page, its tags, then three grouped queries for just those
 * ids), whatever the page size or the students' history.
 */
export async function listStudents({ teacherId, query, now = new Date() }: ListStudents): Promise<TStudentList> {
  const where = studentListWhere(teacherId, query);
  const [total, rows] = await Promise.all([
    db.student.count({ where }),
    db.student.findMany({
      where,
      orderBy: [{ [query.sort]: query.direction }, { id: 'asc' }],
      ...pageWindow(query),
      select: rowSelect,
    }),
  ]);
  const activity = await loadStudentActivity({ teacherId, students: rows, now });
  return {
    data: rows.map(({ tags, createdAt, ...row }) => ({
      ...row,
      tagIds: tags.map((tag) => tag.tagId),
      createdAt: createdAt.toISOString(),
      ...activity.get(row.id)!,
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
