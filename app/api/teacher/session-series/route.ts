import { createTeacherSeriesRoute } from '@/lib/booking/series/contracts';
import { createTeacherSeries } from '@/lib/booking/series/create-teacher-series';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(createTeacherSeriesRoute, async ({ teacher, body, meta }) =>
  Response.json(await createTeacherSeries({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
