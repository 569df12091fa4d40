import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import { creditCountsSelect, remainingCredits } from '@/lib/enrollment-facts/remaining-credits';
import { evaluateCancellationPolicy, type PolicyOutcome, type SessionBilling } from '../evaluate-cancellation-policy';
import { loadSessionTerms } from '../load-session-policy';
import { policyFacts } from '../policy-facts';
import type { OwnSession } from './find-own-session';
import type { TCancellationPreview } from './schemas';
import { cancellableNow, effectiveStatus, studentPlace, type StudentPlace } from './student-session-fields';

export type StudentCancellationDecision = TCancellationPreview & {
  place: StudentPlace;
  /** The enrollment whose scheduled credit the cancel moves; null when the student's seat took none. */
  chargedEnrollmentId: string | null;
  /** The service's billing: monthly gives make-up credits, post-paid owes late fees (applyCancellationTerms). */
  billing: SessionBilling;
};

/** Nothing was charged for a hold or an unconfirmed trial: leaving it is always free. */
const nothingCharged: PolicyOutcome = {
  allowed: true,
  action: 'allow_free',
  penaltyPercent: 0,
  creditEffect: 'return',
  makeupValidDays: null,
  reason: 'Nothing was charged for this session',
};

/**
 * The ONE computation behind the student's cancellation preview and the real cancel, so the preview
 * always says what the cancel does: the policy outcome (the session's policy through the evaluator,
 * with the student's own enrollment figures) and the credit change. Refuses (409 INVALID_STATE) what
 * the student cannot cancel at all: a session that started, or is not live for them any more.
 */
export async function decideStudentCancellation(
  client: Prisma.TransactionClient,
  { session, studentId, now }: { session: OwnSession; studentId: string; now: Date },
): Promise<StudentCancellationDecision> {
  const place = studentPlace(session, studentId);
  const status = effectiveStatus(session, place);
  if (!cancellableNow(session, status, now)) {
    throw new ConflictError(`This ${status} session cannot be cancelled any more`, 'INVALID_STATE');
  }
  // The primary student's credit was taken when the session became scheduled; a participant's when
  // they joined (an enrollment id on their seat means a scheduled credit was charged).
  const chargedEnrollmentId =
    place.role === 'primary' ? (status === 'scheduled' ? session.enrollmentId : null) : place.participant.enrollmentId;
  const enrollment = chargedEnrollmentId
    ? await client.enrollment.findUniqueOrThrow({
        where: { id: chargedEnrollmentId },
        select: creditCountsSelect,
      })
    : null;
  const remaining = enrollment ? remainingCredits(enrollment) : 0;
  const { policy, billing } = await loadSessionTerms(client, session);
  const outcome =
    status === 'scheduled'
      ? evaluateCancellationPolicy({ policy, billing, kind: 'cancel', ...policyFacts(session, enrollment, now) })
      : nothingCharged;
  const applied = outcome.allowed;
  const credits =
    enrollment && chargedEnrollmentId
      ? {
          enrollmentId: chargedEnrollmentId,
          remainingBefore: remaining,
          remainingAfter: remaining + (applied && outcome.creditEffect === 'return' ? 1 : 0),
          forfeitedAfter:
            enrollment.sessionsForfeited +
            (applied && (outcome.creditEffect === 'forfeit' || outcome.creditEffect === 'partial') ? 1 : 0),
        }
      : null;
  return { place, chargedEnrollmentId, billing, outcome, credits };
}
