import 'server-only';
import { db } from '@/lib/core/db';
import type { Interval } from './engine-types';
import { defaultExternalBusySource, type ExternalBusySource } from './external-busy-source';
import { loadSessionBusy, type SessionBusyQuery } from './load-session-busy';

export type LoadBusyIntervals = SessionBusyQuery & { external?: ExternalBusySource };

/** The external source's part of the query (the sessions' part ignores these). */
const externalPart = ({ teacherId, from, to, calendar, caldavReadable, report, client }: LoadBusyIntervals) => ({
  teacherId,
  from,
  to,
  ...(calendar !== undefined ? { calendar } : {}),
  ...(caldavReadable !== undefined ? { caldavReadable } : {}),
  ...(report ? { report } : {}),
  // A transaction client means a booking is checking its slot inside its transaction.
  ...(client && client !== db ? { knownOnly: true } : {}),
});

/** Everything that makes the teacher busy in `[from, to)`: their sessions and external calendars. */
export async function loadBusyIntervals({
  external = defaultExternalBusySource,
  ...query
}: LoadBusyIntervals): Promise<Interval[]> {
  const [sessions, outside] = await Promise.all([loadSessionBusy(query), external.getBusy(externalPart(query))]);
  return outside.length ? [...sessions, ...outside] : sessions;
}
