import type { Interval } from './engine-types';

/** Whether external busy time was applied: `unavailable` means slots were computed without it. */
export type ExternalBusyStatus = 'ok' | 'unavailable' | 'not_connected';

/**
 * The teacher's calendar connection as the availability statement already read it (saves a query).
 * `busyChangedAt`: the last push notification of a read calendar (busy time fetched before it is
 * stale); `watched`: every read calendar has a live push channel (decision 0057).
 */
export type ExternalCalendarHint = {
  status: string;
  readCalendarIds: string[];
  busyChangedAt?: Date | string | null;
  watched?: boolean;
} | null;

export type BusyQuery = {
  teacherId: string;
  from: Date;
  to: Date;
  /** Known connection state; undefined lets the source look it up. */
  calendar?: ExternalCalendarHint;
  /** Known CalDAV state (a connection with read calendars exists); undefined lets the source look it up. */
  caldavReadable?: boolean;
  /** Told how the busy time was obtained, for the response metadata. */
  report?: (status: ExternalBusyStatus) => void;
  /**
   * Asked inside a database transaction (a booking's own check): answer from what is already known
   * and never call out, so no transaction waits on a vendor (and the one embedded connection is
   * never asked for twice).
   */
  knownOnly?: boolean;
};

/**
 * Busy time kept outside Lektio (a teacher's read calendars). Errors propagate: an adapter that
 * prefers to degrade (offer slots without its events) decides that itself, and says so through
 * `report`.
 */
export interface ExternalBusySource {
  getBusy(query: BusyQuery): Promise<Interval[]>;
}
