import { cancelTeacherSeries } from '@/lib/booking/series/cancel-teacher-series';
import { cancelTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(cancelTeacherSeriesRoute, ({ teacher, params, body, meta }) =>
  cancelTeacherSeries({ teacherId: teacher.id, seriesId: params.id, input: body, meta }),
);
