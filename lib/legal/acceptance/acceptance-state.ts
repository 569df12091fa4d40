import type { AcceptanceState } from '@/generated/prisma/enums';

type StoredAcceptance = {
  state: AcceptanceState;
  /** Version of the row's documentVersionId: signed, or sent to sign. */
  version: number;
  expiresAt: Date | null;
};

/**
 * Where a student stands with a document now (decision 0042). A signature of a version older than
 * the current one reads `outdated` (publishing also stores it); a signature or a request past its
 * `expiresAt` reads `expired`; otherwise the stored state.
 */
export function effectiveAcceptanceState(
  acceptance: StoredAcceptance,
  currentVersion: number,
  now: Date,
): AcceptanceState {
  if (acceptance.state === 'signed' && acceptance.version < currentVersion) return 'outdated';
  if (
    (acceptance.state === 'signed' || acceptance.state === 'pending') &&
    acceptance.expiresAt &&
    acceptance.expiresAt <= now
  ) {
    return 'expired';
  }
  return acceptance.state;
}
