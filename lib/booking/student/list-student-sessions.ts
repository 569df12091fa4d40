import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import type { TListStudentSessionsQuery, TStudentSession } from './schemas';
import { ownSessionWhere, studentSessionSelect, toStudentSession, type StudentRef } from './student-session-fields';

const liveStatuses = ['hold', 'pending_confirmation', 'scheduled'] as const;

/**
 * Upcoming for this student: not ended, the session live (a hold not run out), and (as a
 * participant) their own seat still scheduled. A participant who cancelled sees the session under past.
 */
const upcomingWhere = (studentId: string, now: Date): Prisma.SessionWhereInput => ({
  endUtc: { gt: now },
  status: { in: [...liveStatuses] },
  OR: [{ studentId }, { participants: { some: { studentId, status: 'scheduled' } } }],
  // A hold whose time ran out is dead even before a sweep marks it expired.
  NOT: { status: 'hold', holdExpiresAt: { lte: now } },
});

/**
 * The student's sessions with their own teacher (as primary student or participant), a page at a
 * time: `upcoming` soonest first, `past` (everything else) latest first. A count and the rows: the
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
  const upcoming = upcomingWhere(student.id, now);
  const where: Prisma.SessionWhereInput = {
    AND: [ownSessionWhere(student), query.scope === 'upcoming' ? upcoming : { NOT: upcoming }],
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
