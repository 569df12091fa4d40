import 'server-only';
import { db } from '@/lib/core/db';
import type { TSeriesFrequency } from './schemas';

export type SessionSeriesPlace = {
  seriesId: string;
  frequency: TSeriesFrequency;
  /** 1-based place of the session among the series' sessions by start. */
  position: number;
  total: number;
  /** Open lessons from this one on (this one included) that "this and following" would change. */
  following: number;
  /** Whether this lesson can start a "cancel / move this and following" (scheduled and not begun). */
  canChange: boolean;
  endedAt: string | null;
};

/** Where a session of the teacher sits in its series, in two statements; null for a single session. */
export async function findSessionSeriesPlace({
  teacherId,
  sessionId,
  now = new Date(),
}: {
  teacherId: string;
  sessionId: string;
  now?: Date;
}): Promise<SessionSeriesPlace | null> {
  const session = await db.session.findFirst({
    where: { id: sessionId, teacherId },
    select: { seriesId: true },
  });
  if (!session?.seriesId) return null;
  const series = await db.sessionSeries.findFirst({
    where: { id: session.seriesId, teacherId },
    select: {
      id: true,
      frequency: true,
      endedAt: true,
      sessions: {
        where: { teacherId },
        orderBy: [{ startUtc: 'asc' }, { id: 'asc' }],
        select: { id: true, startUtc: true, status: true },
      },
    },
  });
  if (!series) return null;
  const index = series.sessions.findIndex((lesson) => lesson.id === sessionId);
  const open = (lesson: (typeof series.sessions)[number]) => lesson.status === 'scheduled' && lesson.startUtc > now;
  const self = series.sessions[index]!;
  return {
    seriesId: series.id,
    frequency: series.frequency,
    position: index + 1,
    total: series.sessions.length,
    following: series.sessions.slice(index).filter(open).length,
    canChange: open(self),
    endedAt: series.endedAt?.toISOString() ?? null,
  };
}
