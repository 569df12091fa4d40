import { createTeacherSessionRoute, listTeacherSessionsRoute } from '@/lib/booking/contracts';
import { createTeacherSession } from '@/lib/booking/create-teacher-session';
import { listTeacherSessions } from '@/lib/booking/list-teacher-sessions';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listTeacherSessionsRoute, ({ teacher, query }) =>
  listTeacherSessions({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createTeacherSessionRoute, async ({ teacher, body, meta }) =>
  Response.json(await createTeacherSession({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
