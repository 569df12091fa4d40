import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import { db, type Prisma } from '@/lib/core/db';
import { minuteMs } from '@/lib/core/time';
import type { Interval } from './engine-types';
import type { BusyQuery } from './external-busy-source';
import { longestSessionMinutes } from './slot-settings';

/**
 * Statuses that occupy the teacher: the live ones of the spec plus completed and no-show, because
 * the database's no-overlap constraint counts those too (a slot over them could never be booked).
 * Cancelled, rejected and expired sessions free their time; holds do until they expire.
 */
const occupyingStatuses: SessionStatus[] = [
  'scheduled',
  'pending_confirmation',
  'pending_review',
  'completed',
  'no_show',
];

export type SessionBusyQuery = BusyQuery & {
  now: Date;
  /** Sessions to leave out, e.g. the one being rescheduled. */
  excludeSessionIds?: string[];
  client?: Prisma.TransactionClient;
};

/**
 * The teacher's sessions overlapping `[from, to)` as intervals, in ONE query on the
 * (teacherId, startUtc) index. The start is bounded on both sides (a session lasts at most a day), so
 * the index range covers the window, not the teacher's whole history. A hold whose `holdExpiresAt`
 * has passed frees its slot at once, before any sweep marks it expired.
 */
export async function loadSessionBusy(query: SessionBusyQuery): Promise<Interval[]> {
  const { teacherId, from, to, now, excludeSessionIds, client = db } = query;
  const sessions = await client.session.findMany({
    where: {
      teacherId,
      startUtc: { gte: new Date(from.getTime() - longestSessionMinutes * minuteMs), lt: to },
      endUtc: { gt: from },
      ...(excludeSessionIds?.length ? { id: { notIn: excludeSessionIds } } : {}),
      OR: [
        { status: { in: occupyingStatuses } },
        { status: 'hold', OR: [{ holdExpiresAt: null }, { holdExpiresAt: { gt: now } }] },
      ],
    },
    select: { startUtc: true, endUtc: true },
  });
  return sessions.map((session) => ({ start: session.startUtc.getTime(), end: session.endUtc.getTime() }));
}
