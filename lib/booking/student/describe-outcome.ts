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

const plural = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

/** "(3 left after this)" / "(3 left)"; nothing when no enrollment credit is involved. */
function creditsLeft(credits: TCreditChange, done: boolean): string {
  if (!credits) return '';
  return done ? ` (${plural(credits.remainingAfter)} left)` : ` (${plural(credits.remainingAfter)} left after this)`;
}

/** Reasons the evaluator gives when nothing in particular applies: the headline says it all. */
const genericReasons = new Set([
  'No cancellation policy applies',
  'No rule of the policy applies',
  'Rescheduling is free',
]);
const detailOf = (reason: string) => (reason.trim() && !genericReasons.has(reason) ? reason : null);

function describeCancel(outcome: TPolicyOutcome, credits: TCreditChange, done: boolean): OutcomeDescription {
  const detail = detailOf(outcome.reason);
  if (!outcome.allowed) {
    return {
      tone: 'danger',
      title: `This session can no longer be cancelled online: ${outcome.reason}`,
      detail: null,
      canConfirm: false,
    };
  }
  const left = creditsLeft(credits, done);
  if (outcome.creditEffect === 'return') {
    const head = done ? 'Cancelled free of charge' : 'Free cancellation';
    if (!credits) return { tone: 'success', title: head, detail, canConfirm: true };
    const credit = done ? `your session credit was returned${left}` : `your session credit is returned${left}`;
    return { tone: 'success', title: `${head}: ${credit}`, detail, canConfirm: true };
  }
  const head = done ? 'Cancelled late' : 'Late cancellation';
  if (outcome.creditEffect === 'partial') {
    const penalty = `${outcome.penaltyPercent}% of the session's price is kept and the session is used up`;
    return { tone: 'warning', title: `${head}: ${penalty}${left}`, detail, canConfirm: true };
  }
  const forfeited = done ? 'the session was forfeited' : 'the session is forfeited';
  return { tone: 'warning', title: `${head}: ${forfeited}${left}`, detail, canConfirm: true };
}

function describeReschedule(outcome: TPolicyOutcome, slotAvailable: boolean, done: boolean): OutcomeDescription {
  if (!outcome.allowed) {
    return {
      tone: 'danger',
      title: `This session can no longer be rescheduled online: ${outcome.reason}`,
      detail: null,
      canConfirm: false,
    };
  }
  if (!slotAvailable && !done) {
    return {
      tone: 'danger',
      title: 'This time is no longer free: choose another one',
      detail: null,
      canConfirm: false,
    };
  }
  return {
    tone: 'success',
    title: done
      ? 'Rescheduled free of charge: your session moved to the new time'
      : 'Free reschedule: your session moves to the new time, your credit with it',
    detail: detailOf(outcome.reason),
    canConfirm: true,
  };
}

/** What a cancel or reschedule outcome means for the student, in plain words. */
export function describeOutcome(input: DescribeOutcomeInput): OutcomeDescription {
  const done = input.tense === 'done';
  if (input.kind === 'cancel') return describeCancel(input.outcome, input.credits, done);
  return describeReschedule(input.outcome, input.slotAvailable ?? true, done);
}
