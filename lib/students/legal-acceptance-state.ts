import type { AcceptanceState } from '@/generated/prisma/enums';

type Acceptance = { state: AcceptanceState; acceptedVersion: number; expiresAt: Date | null } | null;

/**
 * Where a student stands with one document now: `pending` without an acceptance; a signature of an
 * older version than the current one is `outdated`; one past its expiry is `expired`.
 */
export function legalAcceptanceState(currentVersion: number, acceptance: Acceptance, now: Date): AcceptanceState {
  if (!acceptance) return 'pending';
  if (acceptance.state !== 'signed') return acceptance.state;
  if (acceptance.acceptedVersion < currentVersion) return 'outdated';
  if (acceptance.expiresAt && acceptance.expiresAt <= now) return 'expired';
  return 'signed';
}
