import { Prisma } from '@/generated/prisma/client';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { TListStudentsQuery, studentSortFields } from './schemas';

type Filters = Pick<TListStudentsQuery, 'tagId' | 'search' | 'status' | 'sort' | 'direction'>;

/** The sort fields as columns: a fixed map, so no part of the query string reaches the SQL text. */
const sortColumn: Record<(typeof studentSortFields)[number], Prisma.Sql> = {
  name: Prisma.raw('s."name"'),
  email: Prisma.raw('s."email"'),
  createdAt: Prisma.raw('s."createdAt"'),
  status: Prisma.raw('s."status"'),
  level: Prisma.raw('s."level"'),
};

/**
 * The search as the index `students_teacher_search_trgm_idx` is written (decision 0140): "name or
 * e-mail contains the term" is the same as `name || E'\n' || email` containing it for any term
 * without a line break, and that single clause lets PostgreSQL read the teacher's matches from one
 * GIN index (teacher id + trigrams). A term with a line break keeps the two-clause form.
 */
function searchClause(search: string): Prisma.Sql {
  const pattern = `%${escapeLikePattern(search)}%`;
  if (search.includes('\n')) return Prisma.sql`(s."name" ILIKE ${pattern} OR s."email" ILIKE ${pattern})`;
  return Prisma.sql`(s."name" || E'\\n' || s."email") ILIKE ${pattern}`;
}

/** The roster's filters (all combined, AND) within the teacher, on `students s`. */
export function rosterWhereSql(teacherId: string, { tagId, search, status }: Filters): Prisma.Sql {
  const clauses = [Prisma.sql`s."teacherId" = ${teacherId}::uuid`, Prisma.sql`s."deletedAt" IS NULL`];
  if (status?.length) clauses.push(Prisma.sql`s."status"::text = ANY(${status}::text[])`);
  if (tagId) {
    clauses.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "student_tags" st WHERE st."studentId" = s."id" AND st."tagId" = ${tagId}::uuid)`,
    );
  }
  if (search) clauses.push(searchClause(search));
  return Prisma.join(clauses, ' AND ');
}

type Window = { skip: number; take: number };

/**
 * ONE statement for the page's ids (in the list's order) and its count: the count stops at `countCap`
 * rows (null: every match). Both halves read the same filters; the planner picks, per half, the
 * trigram index (few matches) or the (teacherId, name) btree in order (many).
 */
export function rosterWindowSql(teacherId: string, filters: Filters, window: Window, countCap: number | null) {
  const where = rosterWhereSql(teacherId, filters);
  const direction = Prisma.raw(filters.direction === 'desc' ? 'DESC' : 'ASC');
  const counted =
    countCap === null
      ? Prisma.sql`SELECT count(*)::int FROM "students" s WHERE ${where}`
      : Prisma.sql`SELECT count(*)::int FROM (SELECT 1 FROM "students" s WHERE ${where} LIMIT ${countCap}) capped`;
  const key = sortColumn[filters.sort];
  return Prisma.sql`
    SELECT (${counted}) AS "counted",
           coalesce((SELECT array_agg(page."id"::text ORDER BY page."key" ${direction}, page."id" ASC)
                       FROM (SELECT s."id", ${key} AS "key" FROM "students" s WHERE ${where}
                              ORDER BY ${key} ${direction}, s."id" ASC
                              LIMIT ${window.take} OFFSET ${window.skip}) page), '{}') AS "ids"`;
}

export type RosterWindowRow = { counted: number; ids: string[] };
