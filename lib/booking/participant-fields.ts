import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { displayStudent, studentDisplaySelect } from '@/lib/students/student-display';
import type { TParticipant } from './session-schemas';

export const participantSelect = {
  id: true,
  status: true,
  enrollmentId: true,
  student: { select: studentDisplaySelect },
} satisfies Prisma.SessionParticipantSelect;

type ParticipantRow = Prisma.SessionParticipantGetPayload<{ select: typeof participantSelect }>;

export function toParticipant(row: ParticipantRow): TParticipant {
  const student = displayStudent(row.student);
  return {
    id: row.id,
    status: row.status,
    enrollmentId: row.enrollmentId,
    student: { id: student.id, name: student.name },
  };
}
