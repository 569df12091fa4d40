import { moveTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import { moveTeacherSeries } from '@/lib/booking/series/move-teacher-series';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(moveTeacherSeriesRoute, ({ teacher, params, body, meta }) =>
  moveTeacherSeries({ teacherId: teacher.id, seriesId: params.id, input: body, meta }),
);
