import { previewStudentSeriesRoute } from '@/lib/booking/series/contracts';
import { previewStudentSeries } from '@/lib/booking/series/preview-student-series';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(previewStudentSeriesRoute, ({ student, body }) =>
  previewStudentSeries({ student, input: body }),
);
