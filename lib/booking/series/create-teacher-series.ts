import 'server-only';
import type { RequestMeta } from '@/lib/core/request-meta';
import { createSeries } from './create-series';
import type { TCreateTeacherSeriesInput, TSessionSeries } from './schemas';
import { teacherSeriesContext } from './series-context';

/** POST /api/teacher/session-series: the teacher books the lessons they kept (see createSeries). */
export function createTeacherSeries({
  teacherId,
  input,
  meta,
  now,
}: {
  teacherId: string;
  input: TCreateTeacherSeriesInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TSessionSeries> {
  return createSeries({ context: (tx) => teacherSeriesContext(tx, { teacherId, ...input }), input, meta, now });
}
