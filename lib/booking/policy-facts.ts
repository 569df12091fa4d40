import 'server-only';
import { minuteMs } from '@/lib/core/time';
import { remainingCredits, type CreditCounts } from '@/lib/enrollment-facts/remaining-credits';
import type { PolicyEvaluationInput } from './evaluate-cancellation-policy';

/**
 * What the evaluator's conditions read about a session at `now`: hours to its start (negative once
 * started), the enrollment's completed and remaining sessions (0 without an enrollment) and the
 * student's own reschedules: a move the teacher made is not the student's to answer for, so it
 * never uses up their allowance (`maxReschedules`, `reschedule_count`). One place, so previews,
 * cancels, reschedules and no-shows judge the same facts.
 */
export function policyFacts(
  session: { startUtc: Date; studentRescheduleCount: number },
  enrollment: CreditCounts | null,
  now: Date,
): Omit<PolicyEvaluationInput, 'policy' | 'kind'> {
  return {
    hoursBeforeSession: (session.startUtc.getTime() - now.getTime()) / (60 * minuteMs),
    sessionsCompleted: enrollment?.sessionsCompleted ?? 0,
    sessionsRemaining: enrollment ? remainingCredits(enrollment) : 0,
    rescheduleCount: session.studentRescheduleCount,
  };
}
