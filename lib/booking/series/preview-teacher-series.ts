import 'server-only';
import { db } from '@/lib/core/db';
import { previewSeries } from './preview-series';
import type { TSeriesPreview, TTeacherSeriesPreviewInput } from './schemas';
import { teacherSeriesContext } from './series-context';

/** POST /api/teacher/session-series/preview: the teacher's dry run of a series for their student. */
export async function previewTeacherSeries({
  teacherId,
  input,
  now = new Date(),
}: {
  teacherId: string;
  input: TTeacherSeriesPreviewInput;
  now?: Date;
}): Promise<TSeriesPreview> {
  const context = await teacherSeriesContext(db, { teacherId, ...input });
  return previewSeries(db, context, input, now);
}
