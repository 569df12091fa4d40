import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow } from '@/lib/core/pagination';
import { loadStudentActivity } from './load-student-activity';
import type { TStudentList } from './response-schemas';
import type { TListStudentsQuery } from './schemas';
import { studentListWhere } from './student-list-where';

type ListStudents = {
  teacherId: string;
  query: TListStudentsQuery;
  now?: Date;
  /** Count every match (the board's column totals) instead of at most {@link rosterCountAhead} past the page. */
  exactTotal?: boolean;
  /** Tests only: a smaller horizon than {@link rosterCountAhead}. */
  countAhead?: number;
};

/**
 * How many matches past the start of the page the roster counts (decision 0086). Counting reads
 * every matching row, 20,000 for an unfiltered roster of 20,000: beyond this many the answer says
 * `total: skip + rosterCountAhead, totalCapped: true` ("more than"), which still pages forward, and
 * each later page counts on from its own start.
 */
export const rosterCountAhead = 1_000;

const rowSelect = {
  id: true,
  name: true,
  email: true,
  status: true,
  level: true,
  mood: true,
  timezone: true,
  createdAt: true,
  familyId: true,
  isMinor: true,
  family: { select: { id: true, name: true } },
  tags: { select: { tagId: true }, orderBy: { tagId: 'asc' } },
} as const;

/**
 * The roster: the teacher's non-deleted students filtered by tag, status and search, one page of
 * them, each with credits, counts, last contact, next/last session and the suggested action. The
 * number of queries is constant (count, page, its tags, then three grouped queries for just those
 * ids), whatever the page size or the students' history; the count stops {@link rosterCountAhead}
 * rows past the page, so it does not grow with the roster either.
 */
export async function listStudents({
  teacherId,
  query,
  now = new Date(),
  exactTotal = false,
  countAhead = rosterCountAhead,
}: ListStudents): Promise<TStudentList> {
  const where = studentListWhere(teacherId, query);
  const window = pageWindow(query);
  // One row past the horizon tells "exactly this many" from "more than".
  const countCap = exactTotal ? undefined : window.skip + countAhead + 1;
  const [counted, rows] = await Promise.all([
    db.student.count({ where, ...(countCap ? { take: countCap } : {}) }),
    db.student.findMany({
      where,
      orderBy: [{ [query.sort]: query.direction }, { id: 'asc' }],
      ...window,
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
    total: counted === countCap ? countCap - 1 : counted,
    totalCapped: counted === countCap,
  };
}
