import 'server-only';
import { db } from '@/lib/core/db';
import { usableTimeZone } from '@/lib/core/time';
import { zonedMonth } from '@/lib/core/zoned-date';

type Input = {
  teacherId: string;
  now?: Date;
  /** The teacher's zone: "this month" starts on their clock. */ timeZone?: string;
};

/** Figures for the dashboard shell; the full KPI summary of the spec builds on this. */
export async function getDashboardOverview({ teacherId, now = new Date(), timeZone = 'UTC' }: Input) {
  const monthStart = zonedMonth(now, usableTimeZone(timeZone)).start;
  const [activeStudents, activeServices, monthSessions, pendingTrials, upcoming] = await Promise.all([
    db.student.count({ where: { teacherId, status: 'active', deletedAt: null } }),
    db.service.count({ where: { teacherId, status: 'active', deletedAt: null } }),
    db.session.count({
      where: { teacherId, startUtc: { gte: monthStart }, status: { in: ['scheduled', 'completed', 'pending_review'] } },
    }),
    db.session.count({ where: { teacherId, status: 'pending_confirmation' } }),
    db.session.findMany({
      where: { teacherId, startUtc: { gte: now }, status: { in: ['scheduled', 'pending_confirmation'] } },
      orderBy: { startUtc: 'asc' },
      take: 6,
      select: {
        id: true,
        startUtc: true,
        status: true,
        student: { select: { name: true } },
        service: { select: { name: true } },
      },
    }),
  ]);
  return {
    activeStudents,
    activeServices,
    monthSessions,
    pendingTrials,
    upcoming: upcoming.map((session) => ({
      id: session.id,
      startsAt: session.startUtc.toISOString(),
      status: session.status,
      studentName: session.student?.name ?? 'Group session',
      serviceName: session.service.name,
    })),
  };
}
