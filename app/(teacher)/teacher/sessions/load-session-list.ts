import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { teacherSessionRowSelect, toTeacherSessionRow } from '@/lib/booking/session-fields';
import type { TTeacherSessionRow } from '@/lib/booking/session-schemas';
import { sessionsPageSize, type TSessionsPageQuery } from './sessions-page-query';

/**
 * The sessions page's table. Unlike GET /api/teacher/sessions (start window, always soonest first)
 * the page splits on the END time, so a lesson in progress is still "upcoming", and shows past
 * sessions latest first.
 */
export async function loadSessionList({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TSessionsPageQuery;
  now?: Date;
}): Promise<Page<TTeacherSessionRow>> {
  const upcoming = query.when === 'upcoming';
  const where: Prisma.SessionWhereInput = {
    teacherId,
    ...(query.status ? { status: query.status } : {}),
    endUtc: upcoming ? { gte: now } : { lt: now },
  };
  const direction = upcoming ? 'asc' : 'desc';
  const window = { page: query.page, limit: sessionsPageSize };
  const [rows, total] = await Promise.all([
    db.session.findMany({
      where,
      orderBy: [{ startUtc: direction }, { id: direction }],
      select: teacherSessionRowSelect,
      ...pageWindow(window),
    }),
    db.session.count({ where }),
  ]);
  return toPage(rows.map(toTeacherSessionRow), total, window);
}
