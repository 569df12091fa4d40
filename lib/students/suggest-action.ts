import type { StudentStatus } from '@/generated/prisma/enums';
import type { TSuggestedAction } from './response-schemas';

const dayMs = 24 * 60 * 60 * 1000;

export type SuggestActionFacts = {
  status: StudentStatus;
  /** Over active enrollments: total - completed - scheduled - forfeited. */
  availableCredits: number;
  activeEnrollments: number;
  /** Earliest future `validUntil` of an active enrollment that still has credits. */
  creditsExpireAt: Date | null;
  nextSessionAt: Date | null;
  lastSessionAt: Date | null;
  /**
   * Trial sessions awaiting the teacher's answer (status `pending_confirmation`): the sessions page's
   * "Pending trials" and the dashboard's `pending_trials` count the same sessions (docs/metrics.md).
   */
  pendingTrials: number;
};

type Rule = TSuggestedAction & { applies: (facts: SuggestActionFacts, now: Date) => boolean };

const hasFutureSession = ({ nextSessionAt }: SuggestActionFacts, now: Date) =>
  nextSessionAt !== null && nextSessionAt > now;

/** The spec's table "Suggested action per student", in its order: the first rule that applies wins. */
const rules: readonly Rule[] = [
  {
    type: 'credits_expiring',
    priority: 'high',
    label: 'credits about to expire',
    applies: ({ creditsExpireAt, availableCredits }, now) =>
      availableCredits > 0 &&
      creditsExpireAt !== null &&
      creditsExpireAt > now &&
      creditsExpireAt.getTime() - now.getTime() < 7 * dayMs,
  },
  {
    type: 'low_credits',
    priority: 'high',
    label: 'low credits',
    applies: ({ availableCredits, activeEnrollments }) =>
      activeEnrollments > 0 && availableCredits >= 1 && availableCredits <= 2,
  },
  {
    type: 'no_next_session',
    priority: 'medium',
    label: 'no next session',
    applies: (facts, now) => facts.status === 'active' && !hasFutureSession(facts, now) && facts.availableCredits > 0,
  },
  {
    // A booked next session means the student is coming back: no alarm (docs/decisions/0016-student-crm.md).
    type: 'inactive',
    priority: 'low',
    label: 'inactive',
    applies: (facts, now) =>
      facts.lastSessionAt !== null &&
      now.getTime() - facts.lastSessionAt.getTime() > 14 * dayMs &&
      !hasFutureSession(facts, now),
  },
  {
    // The spec's "trial without a future session": a trial requested and not yet confirmed into a
    // scheduled lesson, i.e. one the sessions page lists under "Pending trials". A student with no
    // session at all has no trial waiting (issue 29, item 18).
    type: 'pending_trial',
    priority: 'medium',
    label: 'pending trial',
    applies: (facts) => facts.pendingTrials > 0,
  },
];

/** The one suggested action of a student (roster rows, profile, export alike), or null. */
export function suggestAction(facts: SuggestActionFacts, now = new Date()): TSuggestedAction | null {
  const rule = rules.find((candidate) => candidate.applies(facts, now));
  return rule ? { type: rule.type, priority: rule.priority, label: rule.label } : null;
}
