import type { Prisma } from '@/lib/core/db';

/**
 * Sessions the no-overlap constraint counts against a new one (every status but cancelled, rejected
 * and expired: migration 20261121055437_invariants), less holds whose time ran out, which a booking
 * marks expired in its own transaction first (expire-overlapping-holds).
 */
export const occupyingAt = (now: Date): Prisma.SessionWhereInput => ({
  status: { notIn: ['cancelled', 'rejected', 'expired'] },
  NOT: { status: 'hold', holdExpiresAt: { lte: now } },
});

export type Span = { start: number; end: number };

/** Sessions of the teacher overlapping any of `spans` (one statement), for conflict reports. */
export function findOverlappingSessions(
  client: Prisma.TransactionClient,
  {
    teacherId,
    spans,
    now,
    excludeSessionIds = [],
  }: { teacherId: string; spans: Span[]; now: Date; excludeSessionIds?: string[] },
) {
  if (spans.length === 0) return Promise.resolve([]);
  return client.session.findMany({
    where: {
      teacherId,
      ...occupyingAt(now),
      ...(excludeSessionIds.length ? { id: { notIn: excludeSessionIds } } : {}),
      OR: spans.map((span) => ({ startUtc: { lt: new Date(span.end) }, endUtc: { gt: new Date(span.start) } })),
    },
    orderBy: { startUtc: 'asc' },
    select: { id: true, startUtc: true, endUtc: true },
  });
}

/** Expires the teacher's run-out holds over any of `spans` in one statement (see expire-overlapping-holds). */
export async function expireHoldsOver(
  tx: Prisma.TransactionClient,
  { teacherId, spans, now }: { teacherId: string; spans: Span[]; now: Date },
) {
  if (spans.length === 0) return;
  await tx.session.updateMany({
    where: {
      teacherId,
      status: 'hold',
      holdExpiresAt: { lte: now },
      OR: spans.map((span) => ({ startUtc: { lt: new Date(span.end) }, endUtc: { gt: new Date(span.start) } })),
    },
    data: { status: 'expired' },
  });
}
