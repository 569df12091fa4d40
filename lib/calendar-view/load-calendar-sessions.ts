import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import { db, type Prisma } from '@/lib/core/db';
import { formatLocalIso, minuteMs } from '@/lib/core/time';
import { longestSessionMinutes } from '@/lib/availability/slot-settings';
import { describeAttendees } from '@/lib/notifications/session-attendees';
import { attendeesOf, attendingParticipantsSelect } from '@/lib/booking/session-fields';
import { displayStudent, studentDisplaySelect } from '@/lib/students/student-display';
import type { CalendarWindow } from './calendar-windows';
import type { TCalendarSessionItem } from './schemas';

/** Sessions that no longer take the teacher's time; hidden unless asked for. */
const closedStatuses: SessionStatus[] = ['cancelled', 'rejected', 'expired'];

const calendarSessionSelect = {
  id: true,
  startUtc: true,
  endUtc: true,
  status: true,
  isTrialSession: true,
  student: { select: studentDisplaySelect },
  service: { select: { id: true, name: true } },
  participants: attendingParticipantsSelect,
} satisfies Prisma.SessionSelect;

type SessionRow = Prisma.SessionGetPayload<{ select: typeof calendarSessionSelect }>;

function toSessionItem(row: SessionRow, zone: string): TCalendarSessionItem {
  const student = displayStudent(row.student);
  const attendees = attendeesOf(row);
  return {
    id: row.id,
    type: 'session',
    title: attendees.length ? `${row.service.name} · ${describeAttendees(attendees)}` : row.service.name,
    startsAt: row.startUtc.toISOString(),
    endsAt: row.endUtc.toISOString(),
    startsAtLocal: formatLocalIso(row.startUtc.getTime(), zone),
    endsAtLocal: formatLocalIso(row.endUtc.getTime(), zone),
    status: row.status,
    serviceId: row.service.id,
    serviceName: row.service.name,
    studentId: student?.id ?? null,
    studentName: student?.name ?? null,
    isTrialSession: row.isTrialSession,
    participantCount: attendees.length,
    attendees: describeAttendees(attendees),
  };
}

export type LoadCalendarSessions = {
  teacherId: string;
  /** The teacher's zone, for the local forms of the times. */
  zone: string;
  window: CalendarWindow;
  includeCancelled: boolean;
  now: Date;
};

/**
 * The teacher's sessions overlapping the window, by start, in a fixed number of statements whatever
 * their number (Prisma fetches the students, the participants and the services in one batch each). The start is bounded on both
 * sides (a session lasts at most a day) so the (teacherId, startUtc) index range is the window. By
 * default cancelled, rejected and expired sessions are left out, and so is a hold whose time ran out
 * (it frees its slot at once, before any sweep marks it expired).
 */
export async function loadCalendarSessions({
  teacherId,
  zone,
  window,
  includeCancelled,
  now,
}: LoadCalendarSessions): Promise<TCalendarSessionItem[]> {
  const rows = await db.session.findMany({
    where: {
      teacherId,
      startUtc: { gte: new Date(window.start - longestSessionMinutes * minuteMs), lt: new Date(window.end) },
      endUtc: { gt: new Date(window.start) },
      ...(includeCancelled
        ? {}
        : {
            status: { notIn: closedStatuses },
            OR: [{ status: { not: 'hold' } }, { holdExpiresAt: null }, { holdExpiresAt: { gt: now } }],
          }),
    },
    orderBy: [{ startUtc: 'asc' }, { id: 'asc' }],
    select: calendarSessionSelect,
  });
  return rows.map((row) => toSessionItem(row, zone));
}
