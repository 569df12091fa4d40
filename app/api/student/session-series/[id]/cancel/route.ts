import { cancelStudentSeries } from '@/lib/booking/series/cancel-student-series';
import { cancelStudentSeriesRoute } from '@/lib/booking/series/contracts';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(cancelStudentSeriesRoute, ({ student, params, body, meta }) =>
  cancelStudentSeries({ student, seriesId: params.id, input: body, meta }),
);
