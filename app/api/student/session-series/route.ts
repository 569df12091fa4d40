import { createStudentSeriesRoute } from '@/lib/booking/series/contracts';
import { createStudentSeries } from '@/lib/booking/series/create-student-series';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(createStudentSeriesRoute, async ({ student, body, meta }) =>
  Response.json(await createStudentSeries({ student, input: body, meta }), { status: 201 }),
);
