import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { displayStudent, studentDisplaySelect } from '@/lib/students/student-display';
import type { TTeacherSessionRow } from './session-schemas';

export const teacherSessionRowSelect = {
  id: true,
  startUtc: true,
  endUtc: true,
  status: true,
  isTrialSession: true,
  student: { select: studentDisplaySelect },
  service: { select: { id: true, name: true } },
} satisfies Prisma.SessionSelect;

type SessionRow = Prisma.SessionGetPayload<{ select: typeof teacherSessionRowSelect }>;

/** A session row as the teacher's lists show it; a deleted student is only an id and "Deleted student". */
export function toTeacherSessionRow(row: SessionRow): TTeacherSessionRow {
  const student = displayStudent(row.student);
  return {
    id: row.id,
    startsAt: row.startUtc.toISOString(),
    endsAt: row.endUtc.toISOString(),
    status: row.status,
    student: student && { id: student.id, name: student.name },
    service: row.service,
    isTrialSession: row.isTrialSession,
  };
}
