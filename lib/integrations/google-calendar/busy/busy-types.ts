/**
 * What the busy source is asked and answers, in its own terms: lib/availability's ExternalBusySource
 * (external-busy-types.ts) is satisfied by these shapes, and lib/availability/external-busy-source.ts,
 * which plugs this source in, is where the compiler checks that they still match. The adapter imports
 * lib/core only (docs/layers.md).
 */

/** Half-open `[start, end)` in epoch milliseconds (UTC), as the slot engine counts. */
export type BusyInterval = { start: number; end: number };

export type BusyStatus = 'ok' | 'unavailable' | 'not_connected';

/** The teacher's calendar connection as the caller already read it (saves a query). */
export type CalendarHint = {
  status: string;
  readCalendarIds: string[];
  busyChangedAt?: Date | string | null;
  watched?: boolean;
} | null;

export type GoogleBusyQuery = {
  teacherId: string;
  from: Date;
  to: Date;
  /** Known connection state; undefined lets the source look it up. */
  calendar?: CalendarHint;
  report?: (status: BusyStatus) => void;
  /** Inside a database transaction: answer from the cache only, never call Google. */
  knownOnly?: boolean;
};
