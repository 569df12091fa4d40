import { previewTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import { previewTeacherSeries } from '@/lib/booking/series/preview-teacher-series';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(previewTeacherSeriesRoute, ({ teacher, body }) =>
  previewTeacherSeries({ teacherId: teacher.id, input: body }),
);
