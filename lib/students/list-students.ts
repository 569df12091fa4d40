import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow } from '@/lib/core/pagination';
import { loadStudentActivity } from './load-student-activity';
import type { TStudentList } from './response-schemas';
import type { TListStudentsQuery } from './schemas';
import { rosterWindowSql, type RosterWindowRow } from './roster-window-sql';

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
 * them, each with its family, credits, counts, last contact, next/last session and the suggested
 * action. The number of statements is constant (the page's ids with the count in one statement, their
 * rows, tags and families, then one activity statement for just those ids), whatever the page size or
 * the students' history; the count stops {@link rosterCountAhead} rows past the page, so it does not
 * grow with the roster either, and the search reads the teacher's matches from one trigram index
 * (decision 0140).
 */
export async function listStudents({
  teacherId,
  query,
  now = new Date(),
  exactTotal = false,
  countAhead = rosterCountAhead,
}: ListStudents): Promise<TStudentList> {
  const window = pageWindow(query);
  // One row past the horizon tells "exactly this many" from "more than".
  const countCap = exactTotal ? null : window.skip + countAhead + 1;
  const [{ counted, ids }] = await db.$queryRaw<[RosterWindowRow]>(rosterWindowSql(teacherId, query, window, countCap));
  const found = ids.length
    ? await db.student.findMany({ where: { teacherId, id: { in: ids } }, select: rowSelect })
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
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
    totalCapped: countCap !== null && counted === countCap,
  };
}
