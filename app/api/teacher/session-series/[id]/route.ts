import { getTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import { getTeacherSeries } from '@/lib/booking/series/get-teacher-series';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getTeacherSeriesRoute, ({ teacher, params }) =>
  getTeacherSeries({ teacherId: teacher.id, seriesId: params.id }),
);
