import type { AcceptanceState } from '@/generated/prisma/enums';

/**
 * One entry of `legal_acceptances.history`, the same shape for enrollment, portal signing, sending
 * and publishing: `version` is the document version the event is about (signed: the version signed;
 * pending: the version sent; outdated: the new version that superseded the signature).
 */
export type AcceptanceHistoryEntry = { state: AcceptanceState; at: string; version: number };

/** A one-entry JSON array, to append with `history || $1::jsonb` in a single statement. */
export const historyJson = (state: AcceptanceState, at: Date, version: number) =>
  JSON.stringify([{ state, at: at.toISOString(), version } satisfies AcceptanceHistoryEntry]);

/** The stored JSON read back defensively (rows written before this shape, or by hand). */
export function readHistory(value: unknown): AcceptanceHistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    entry && typeof entry === 'object' && typeof entry.state === 'string' && typeof entry.at === 'string'
      ? [{ state: entry.state, at: entry.at, version: Number(entry.version) || 0 }]
      : [],
  );
}
