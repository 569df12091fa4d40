import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { displayStudent, studentDisplaySelect } from '@/lib/students/student-display';
import { sessionAttendees } from '@/lib/notifications/session-attendees';
import type { TTeacherSessionRow } from './session-schemas';

/** The participants who still attend, as `attendeesOf` needs them. */
export const attendingParticipantsSelect = {
  where: { status: { not: 'cancelled' } },
  select: { status: true, student: { select: studentDisplaySelect } },
} satisfies Prisma.Session$participantsArgs;

type AttendanceRow = Prisma.SessionGetPayload<{
  select: { student: { select: typeof studentDisplaySelect }; participants: typeof attendingParticipantsSelect };
}>;

/** Who attends a session row (sessionAttendees), deleted students shown as such. */
export function attendeesOf(row: AttendanceRow) {
  return sessionAttendees({
    student: displayStudent(row.student),
    participants: row.participants.map((participant) => ({
      status: participant.status,
      student: displayStudent(participant.student),
    })),
  });
}

export const teacherSessionRowSelect = {
  id: true,
  startUtc: true,
  endUtc: true,
  status: true,
  isTrialSession: true,
  student: { select: studentDisplaySelect },
  service: { select: { id: true, name: true } },
  participants: attendingParticipantsSelect,
} satisfies Prisma.SessionSelect;

type SessionRow = Prisma.SessionGetPayload<{ select: typeof teacherSessionRowSelect }>;

/** A session row as the teacher's lists show it; a deleted student is only an id and "Deleted student". */
export function toTeacherSessionRow(row: SessionRow): TTeacherSessionRow {
  const student = displayStudent(row.student);
  const attendees = attendeesOf(row);
  return {
    id: row.id,
    startsAt: row.startUtc.toISOString(),
    endsAt: row.endUtc.toISOString(),
    status: row.status,
    student: student && { id: student.id, name: student.name },
    attendees: attendees.map(({ id, name }) => ({ id, name })),
    service: row.service,
    isTrialSession: row.isTrialSession,
  };
}
