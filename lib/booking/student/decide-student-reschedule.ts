import 'server-only';
import { checkSlotAvailability } from '@/lib/availability/check-slot-availability';
import type { Prisma } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import { minuteMs } from '@/lib/core/time';
import { creditCountsSelect } from '@/lib/enrollment-facts/remaining-credits';
import { evaluateCancellationPolicy } from '../evaluate-cancellation-policy';
import { loadSessionPolicy } from '../load-session-policy';
import { policyFacts } from '../policy-facts';
import type { OwnSession } from './find-own-session';
import type { TReschedulePreview } from './schemas';

/**
 * The ONE computation behind the reschedule preview and the real reschedule: the policy's verdict
 * (evaluator kind `reschedule`: maxReschedules, minHoursBefore counted to the CURRENT start, a
 * matching block rule) and whether the new time is free, the session itself left out. Only the
 * primary student of a scheduled session that has not started may move it (409 INVALID_STATE), and
 * not while other students hold seats in it (moving it would move them too).
 */
export async function decideStudentReschedule(
  client: Prisma.TransactionClient,
  { session, studentId, startUtc, now }: { session: OwnSession; studentId: string; startUtc: Date; now: Date },
): Promise<TReschedulePreview> {
  if (session.studentId !== studentId) {
    throw new ConflictError('Only the student who booked the session can move it', 'INVALID_STATE');
  }
  if (session.status !== 'scheduled' || session.startUtc.getTime() <= now.getTime()) {
    throw new ConflictError(`A ${session.status} session cannot be rescheduled`, 'INVALID_STATE');
  }
  const others = await client.sessionParticipant.count({
    where: { sessionId: session.id, status: 'scheduled', studentId: { not: studentId } },
  });
  if (others > 0) throw new ConflictError('A session shared with other students cannot be moved', 'INVALID_STATE');

  const durationMinutes = Math.round((session.endUtc.getTime() - session.startUtc.getTime()) / minuteMs);
  const enrollment = session.enrollmentId
    ? await client.enrollment.findUnique({
        where: { id: session.enrollmentId },
        select: creditCountsSelect,
      })
    : null;
  const outcome = evaluateCancellationPolicy({
    policy: await loadSessionPolicy(client, session),
    kind: 'reschedule',
    ...policyFacts(session, enrollment, now),
  });
  const slotAvailable = await checkSlotAvailability({
    teacherId: session.teacherId,
    startUtc,
    durationMinutes,
    now,
    excludeSessionIds: [session.id],
    client,
  });
  return {
    outcome,
    slotAvailable,
    startsAt: startUtc.toISOString(),
    endsAt: new Date(startUtc.getTime() + durationMinutes * minuteMs).toISOString(),
  };
}
