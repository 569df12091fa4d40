import type { AcceptanceState } from '@/generated/prisma/enums';
import { effectiveAcceptanceState } from '@/lib/legal/acceptance/acceptance-state';

type Acceptance = { state: AcceptanceState; acceptedVersion: number; expiresAt: Date | null } | null;

/**
 * Where a student stands with one document now: `pending` without an acceptance; otherwise the rule
 * the contracts overview uses (lib/legal/acceptance/acceptance-state.ts): a signature of an older
 * version than the current one is `outdated`; a signature or request past its expiry is `expired`.
 */
export function legalAcceptanceState(currentVersion: number, acceptance: Acceptance, now: Date): AcceptanceState {
  if (!acceptance) return 'pending';
  return effectiveAcceptanceState(
    { state: acceptance.state, version: acceptance.acceptedVersion, expiresAt: acceptance.expiresAt },
    currentVersion,
    now,
  );
}
