import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { zonedIsoDate } from '@/lib/core/zoned-date';
import { readInsightTeacher } from '@/lib/insights/shared/insight-teacher';
import type { TStudentJourney } from './schemas';

type Attended = { at: Date; outcome: 'completed' | 'cancelled' | 'noShow' | null };

const outcomes: Record<string, Attended['outcome']> = {
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'noShow',
};

/** Counts per local month, oldest first; sessions still ahead or pending are not outcomes. */
function byMonth(sessions: Attended[], zone: string): TStudentJourney['sessionsByMonth'] {
  const months = new Map<string, { completed: number; cancelled: number; noShow: number }>();
  for (const { at, outcome } of sessions) {
    if (!outcome) continue;
    const month = zonedIsoDate(at, zone).slice(0, 7);
    const counts = months.get(month) ?? { completed: 0, cancelled: 0, noShow: 0 };
    counts[outcome] += 1;
    months.set(month, counts);
  }
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, c]) => ({ month, ...c }));
}

/**
 * One student's path with the teacher: first contact (the record's creation or an earlier
 * first_contact event), the first trial, first and last completed session, enrollments, sessions
 * per local month (as primary student or participant) and the lifecycle events. A student of
 * another teacher, soft-deleted or erased, is 404. Six statements, whatever the history.
 */
export async function getStudentJourney({
  teacherId,
  studentId,
}: {
  teacherId: string;
  studentId: string;
}): Promise<TStudentJourney> {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null, anonymizedAt: null },
    select: { id: true, name: true, createdAt: true },
  });
  if (!student) throw new NotFoundError('Student');
  const [{ timezone }, sessions, participations, enrollments, events] = await Promise.all([
    readInsightTeacher(teacherId),
    db.session.findMany({
      where: { teacherId, studentId },
      select: { startUtc: true, status: true, isTrialSession: true },
      orderBy: { startUtc: 'asc' },
    }),
    db.sessionParticipant.findMany({
      where: { teacherId, studentId },
      select: { status: true, session: { select: { startUtc: true, status: true } } },
    }),
    db.enrollment.findMany({
      where: { teacherId, studentId },
      select: {
        id: true,
        status: true,
        createdAt: true,
        enrolledAt: true,
        pricePaid: true,
        currency: true,
        service: { select: { name: true } },
      },
      orderBy: { createdAt: 'asc' },
    }),
    db.studentLifecycleEvent.findMany({
      where: { teacherId, studentId },
      select: { id: true, type: true, occurredAt: true },
      orderBy: [{ occurredAt: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const attended: Attended[] = [
    ...sessions.map((s) => ({ at: s.startUtc, outcome: outcomes[s.status] ?? null })),
    // A participant's own outcome counts; a completed seat only in a session that was held.
    ...participations.map((p) => ({
      at: p.session.startUtc,
      outcome: p.status === 'completed' && p.session.status !== 'completed' ? null : (outcomes[p.status] ?? null),
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const completed = attended.filter((a) => a.outcome === 'completed');
  const firstContact = events.find((e) => e.type === 'first_contact')?.occurredAt;
  const contactAt = firstContact && firstContact < student.createdAt ? firstContact : student.createdAt;
  const trial = sessions.find((s) => s.isTrialSession);
  return {
    studentId: student.id,
    name: student.name,
    firstContactAt: contactAt.toISOString(),
    trial: trial ? { at: trial.startUtc.toISOString(), status: trial.status } : null,
    firstSessionAt: completed[0]?.at.toISOString() ?? null,
    lastSessionAt: completed.at(-1)?.at.toISOString() ?? null,
    enrollments: enrollments.map((e) => ({
      id: e.id,
      serviceName: e.service.name,
      status: e.status,
      createdAt: e.createdAt.toISOString(),
      enrolledAt: e.enrolledAt?.toISOString() ?? null,
      pricePaid: e.pricePaid,
      currency: e.currency,
    })),
    sessionsByMonth: byMonth(attended, timezone),
    events: events.map((e) => ({ id: e.id, type: e.type, occurredAt: e.occurredAt.toISOString() })),
  };
}
