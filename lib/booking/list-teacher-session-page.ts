import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { teacherSessionRowSelect, toTeacherSessionRow } from './session-fields';
import type { TTeacherSessionRow } from './session-schemas';

export type TTeacherSessionPageQuery = {
  status?: SessionStatus;
  /** upcoming: not ended yet, soonest first; past: ended, latest first. */
  when: 'upcoming' | 'past';
  page: number;
  limit: number;
};

/**
 * One page of the teacher's sessions page (app/(teacher)/teacher/sessions). Unlike GET
 * /api/teacher/sessions (listTeacherSessions: start window, always soonest first) it splits on the
 * END time, so a lesson in progress is still "upcoming", and shows past sessions latest first.
 */
export async function listTeacherSessionPage({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TTeacherSessionPageQuery;
  now?: Date;
}): Promise<Page<TTeacherSessionRow>> {
  const upcoming = query.when === 'upcoming';
  const where: Prisma.SessionWhereInput = {
    teacherId,
    ...(query.status ? { status: query.status } : {}),
    endUtc: upcoming ? { gte: now } : { lt: now },
  };
  const direction = upcoming ? 'asc' : 'desc';
  const window = { page: query.page, limit: query.limit };
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
