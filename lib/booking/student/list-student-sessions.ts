import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import type { TListStudentSessionsQuery, TStudentSession } from './schemas';
import { ownSessionWhere, studentSessionSelect, toStudentSession, type StudentRef } from './student-session-fields';

/**
 * Upcoming for this student: every session of theirs that has not ended, by time alone, whatever its
 * state: a cancelled lesson (or a seat they gave up) still ahead is listed there, marked cancelled,
 * not under past. Only a checkout that ran out (an expired hold, never a booked lesson) is left out.
 * Past: every session that has ended.
 */
const upcomingWhere = (now: Date): Prisma.SessionWhereInput => ({
  endUtc: { gt: now },
  status: { not: 'expired' },
  // A hold whose time ran out is dead even before a sweep marks it expired.
  NOT: { status: 'hold', holdExpiresAt: { lte: now } },
});

const pastWhere = (now: Date): Prisma.SessionWhereInput => ({ endUtc: { lte: now } });

/**
 * The student's sessions with their own teacher (as primary student or participant), a page at a
 * time: `upcoming` (not ended) soonest first, `past` (ended) latest first. A count and the rows: the
 * number of queries does not depend on the page.
 */
export async function listStudentSessions({
  student,
  query,
  now = new Date(),
}: {
  student: StudentRef;
  query: TListStudentSessionsQuery;
  now?: Date;
}): Promise<Page<TStudentSession>> {
  const where: Prisma.SessionWhereInput = {
    AND: [ownSessionWhere(student), query.scope === 'upcoming' ? upcomingWhere(now) : pastWhere(now)],
  };
  const direction = query.scope === 'upcoming' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    db.session.findMany({
      where,
      orderBy: [{ startUtc: direction }, { id: direction }],
      select: studentSessionSelect(student.id),
      ...pageWindow(query),
    }),
    db.session.count({ where }),
  ]);
  return toPage(
    rows.map((row) => toStudentSession(row, student.id, now)),
    total,
    query,
  );
}
