import 'server-only';
import { db } from '@/lib/core/db';
import { loadSeries } from './load-series';
import type { TSessionSeries } from './schemas';

/** GET /api/teacher/session-series/:id: the series and its occurrences (another teacher's is 404). */
export function getTeacherSeries({
  teacherId,
  seriesId,
}: {
  teacherId: string;
  seriesId: string;
}): Promise<TSessionSeries> {
  return loadSeries(db, { teacherId, seriesId });
}
