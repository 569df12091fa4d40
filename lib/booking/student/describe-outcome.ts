/**
 * The words the student's cancel and reschedule dialogs show for a policy outcome, before (preview)
 * and after (done) the change. Pure and client-safe (no `server-only`): both dialogs import it, so
 * one outcome always reads the same. The outcome itself comes from the server's one evaluator.
 */
import type { z } from 'zod';
import type { ZPolicyOutcome } from '../session-schemas';
import type { TCancellationPreview } from './schemas';

export type TPolicyOutcome = z.infer<typeof ZPolicyOutcome>;
export type TCreditChange = TCancellationPreview['credits'];

export type OutcomeTone = 'success' | 'warning' | 'danger';

export type OutcomeDescription = {
  tone: OutcomeTone;
  /** The headline, e.g. "Free cancellation: your session credit is returned (3 left after this)". */
  title: string;
  /** The policy's own reason, when it says more than the headline. */
  detail: string | null;
  /** Whether the change may be confirmed (false when the policy blocks it or the time is taken). */
  canConfirm: boolean;
};

export type DescribeOutcomeInput =
  | { kind: 'cancel'; outcome: TPolicyOutcome; credits: TCreditChange; tense?: 'preview' | 'done' }
  | { kind: 'reschedule'; outcome: TPolicyOutcome; slotAvailable?: boolean; tense?: 'preview' | 'done' };

/**
 * The words, from the catalogue's `portal.outcome` (issue 32): the dialogs pass their translator
 * (`useTranslations('portal.outcome')`), tests an English one. A message key and its values.
 */
export type OutcomeTranslate = (key: string, values?: Record<string, string | number>) => string;

/** Reasons the evaluator gives when nothing in particular applies: the headline says it all. */
const genericReasons = new Set([
  'No cancellation policy applies',
  'No rule of the policy applies',
  'Rescheduling is free',
]);
const detailOf = (reason: string) => (reason.trim() && !genericReasons.has(reason) ? reason : null);

function describeCancel(
  outcome: TPolicyOutcome,
  credits: TCreditChange,
  done: boolean,
  t: OutcomeTranslate,
): OutcomeDescription {
  const detail = detailOf(outcome.reason);
  if (!outcome.allowed) {
    return { tone: 'danger', title: t('cancelBlocked', { reason: outcome.reason }), detail: null, canConfirm: false };
  }
  // One whole sentence per case (word order differs between languages): with the credits left or
  // without, before (preview) or after (done).
  const key = (head: string) => `${head}${credits ? 'Credit' : ''}${done ? 'Done' : ''}`;
  const left: Record<string, number> = credits ? { left: credits.remainingAfter } : {};
  if (outcome.creditEffect === 'makeup') {
    // Monthly tuition (decision 0155): no refund, a make-up lesson to book instead.
    const days = { days: outcome.makeupValidDays ?? 0 };
    return { tone: 'success', title: t(done ? 'makeupCreditDone' : 'makeupCredit', days), detail, canConfirm: true };
  }
  if (outcome.creditEffect === 'return') {
    return { tone: 'success', title: t(key('freeCancel'), left), detail, canConfirm: true };
  }
  if (outcome.creditEffect === 'partial') {
    const values = { ...left, percent: outcome.penaltyPercent };
    return { tone: 'warning', title: t(key('latePartial'), values), detail, canConfirm: true };
  }
  return { tone: 'warning', title: t(key('lateForfeit'), left), detail, canConfirm: true };
}

function describeReschedule(
  outcome: TPolicyOutcome,
  slotAvailable: boolean,
  done: boolean,
  t: OutcomeTranslate,
): OutcomeDescription {
  if (!outcome.allowed) {
    return {
      tone: 'danger',
      title: t('rescheduleBlocked', { reason: outcome.reason }),
      detail: null,
      canConfirm: false,
    };
  }
  if (!slotAvailable && !done) {
    return { tone: 'danger', title: t('slotTaken'), detail: null, canConfirm: false };
  }
  return {
    tone: 'success',
    title: t(done ? 'freeRescheduleDone' : 'freeReschedule'),
    detail: detailOf(outcome.reason),
    canConfirm: true,
  };
}

/** What a cancel or reschedule outcome means for the student, in plain words. */
export function describeOutcome(input: DescribeOutcomeInput, t: OutcomeTranslate): OutcomeDescription {
  const done = input.tense === 'done';
  if (input.kind === 'cancel') return describeCancel(input.outcome, input.credits, done, t);
  return describeReschedule(input.outcome, input.slotAvailable ?? true, done, t);
}
