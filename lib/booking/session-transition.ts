import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { SessionStatus } from '@/generated/prisma/enums';

export const sessionForTransitionSelect = {
  id: true,
  teacherId: true,
  serviceId: true,
  studentId: true,
  enrollmentId: true,
  status: true,
  isTrialSession: true,
  startUtc: true,
  rescheduleCount: true,
  studentRescheduleCount: true,
  participants: { select: { id: true, studentId: true, enrollmentId: true, status: true } },
} satisfies Prisma.SessionSelect;

export type SessionForTransition = Prisma.SessionGetPayload<{ select: typeof sessionForTransitionSelect }>;

/**
 * Moves a session of the teacher from one of `from` to `to` inside the caller's transaction. The
 * write carries the state condition, so two concurrent transitions cannot both pass: the loser gets
 * 409 INVALID_STATE. Another teacher's (or a missing) session is 404.
 */
export async function transitionSession(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    sessionId,
    from,
    data,
  }: {
    teacherId: string;
    sessionId: string;
    from: readonly SessionStatus[];
    data: Prisma.SessionUpdateManyMutationInput & { status: SessionStatus };
  },
): Promise<SessionForTransition> {
  const session = await tx.session.findFirst({
    where: { id: sessionId, teacherId },
    select: sessionForTransitionSelect,
  });
  if (!session) throw new NotFoundError('Session');
  const { count } = await tx.session.updateMany({
    where: { id: sessionId, teacherId, status: { in: [...from] } },
    data,
  });
  if (count === 0) {
    throw new ConflictError(`A ${session.status} session cannot become ${data.status}`, 'INVALID_STATE');
  }
  return session;
}
