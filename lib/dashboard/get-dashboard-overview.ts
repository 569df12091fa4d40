import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { usableTimeZone } from '@/lib/core/time';
import { zonedDayStart, zonedToday } from '@/lib/core/zoned-date';

type Input = {
  teacherId: string;
  now?: Date;
  /** The teacher's zone: "today" starts at their local midnight. */
  timeZone?: string;
};

/** Sessions worth listing: booked or awaiting an answer, or already held today (not called off). */
const listedStatuses: SessionStatus[] = ['pending_confirmation', 'scheduled', 'pending_review', 'completed', 'no_show'];

/** How many sessions the home card shows. */
export const dashboardSessionsShown = 8;

/**
 * The home's "Today and upcoming" card. The list starts at today's local midnight rather than at
 * now, so a lesson under way (or given earlier today) stays on it until the day ends. The month
 * figures of the old home (one of them without an end bound) moved to getDashboardSummary.
 */
export async function getDashboardOverview({ teacherId, now = new Date(), timeZone = 'UTC' }: Input) {
  const zone = usableTimeZone(timeZone);
  const todayStart = zonedDayStart(zonedToday(zone, now), zone);
  const sessions = await db.session.findMany({
    where: { teacherId, startUtc: { gte: todayStart }, status: { in: listedStatuses } },
    orderBy: [{ startUtc: 'asc' }, { id: 'asc' }],
    take: dashboardSessionsShown,
    select: {
      id: true,
      startUtc: true,
      status: true,
      student: { select: { name: true } },
      service: { select: { name: true } },
    },
  });
  return {
    upcoming: sessions.map((session) => ({
      id: session.id,
      startsAt: session.startUtc.toISOString(),
      status: session.status,
      studentName: session.student?.name ?? 'Group session',
      serviceName: session.service.name,
    })),
  };
}
