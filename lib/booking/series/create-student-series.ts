import 'server-only';
import type { RequestMeta } from '@/lib/core/request-meta';
import { createSeries } from './create-series';
import type { TCreateStudentSeriesInput, TSessionSeries } from './schemas';
import { studentSeriesContext } from './series-context';

/**
 * POST /api/student/session-series: the student books a series of a service that allows it, every
 * lesson in the teacher's free time and paid with a credit (see createSeries).
 */
export function createStudentSeries({
  student,
  input,
  meta,
  now,
}: {
  student: { id: string; teacherId: string };
  input: TCreateStudentSeriesInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TSessionSeries> {
  return createSeries({
    context: (tx) => studentSeriesContext(tx, { student, serviceId: input.serviceId, timezone: input.timezone }),
    input,
    meta,
    now,
  });
}
