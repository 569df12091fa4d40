import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { teacherSessionRowSelect, toTeacherSessionRow } from './session-fields';
import type { TListTeacherSessionsQuery, TTeacherSessionRow } from './session-schemas';

/** The teacher's sessions by start time, filtered by status and a start window. */
export async function listTeacherSessions({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListTeacherSessionsQuery;
}): Promise<Page<TTeacherSessionRow>> {
  const where: Prisma.SessionWhereInput = {
    teacherId,
    ...(query.status ? { status: query.status } : {}),
    ...(query.from || query.to
      ? {
          startUtc: {
            ...(query.from ? { gte: new Date(query.from) } : {}),
            ...(query.to ? { lt: new Date(query.to) } : {}),
          },
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.session.findMany({
      where,
      orderBy: [{ startUtc: 'asc' }, { id: 'asc' }],
      select: teacherSessionRowSelect,
      ...pageWindow(query),
    }),
    db.session.count({ where }),
  ]);
  return toPage(rows.map(toTeacherSessionRow), total, query);
}
