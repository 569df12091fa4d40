import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import {
  ownSessionWhere,
  studentSessionSelect,
  type StudentRef,
  type StudentSessionRow,
} from './student-session-fields';

/** Extra columns the write paths need besides what the student sees. */
export const ownSessionExtra = {
  teacherId: true,
  serviceId: true,
  enrollmentId: true,
  studentRescheduleCount: true,
} satisfies Prisma.SessionSelect;

export type OwnSession = StudentSessionRow & {
  teacherId: string;
  serviceId: string;
  enrollmentId: string | null;
  studentRescheduleCount: number;
};

/**
 * A session of the student's own teacher in which the student is the primary student or a
 * participant, in one query; anything else (another student's, another teacher's, missing) is 404.
 */
export async function findOwnSession(
  client: Prisma.TransactionClient,
  student: StudentRef,
  sessionId: string,
): Promise<OwnSession> {
  const session = await client.session.findFirst({
    where: { id: sessionId, ...ownSessionWhere(student) },
    select: { ...studentSessionSelect(student.id), ...ownSessionExtra },
  });
  if (!session) throw new NotFoundError('Session');
  return session;
}
