import 'server-only';
import { db } from '@/lib/core/db';
import { previewSeries } from './preview-series';
import type { TSeriesPreview, TStudentSeriesPreviewInput } from './schemas';
import { studentSeriesContext } from './series-context';

/** POST /api/student/session-series/preview: the student's dry run, availability and their credits. */
export async function previewStudentSeries({
  student,
  input,
  now = new Date(),
}: {
  student: { id: string; teacherId: string };
  input: TStudentSeriesPreviewInput;
  now?: Date;
}): Promise<TSeriesPreview> {
  const context = await studentSeriesContext(db, { student, serviceId: input.serviceId, timezone: input.timezone });
  return previewSeries(db, context, input, now);
}
