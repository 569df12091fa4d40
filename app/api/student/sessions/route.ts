import { bookStudentSession } from '@/lib/booking/student/book-student-session';
import { bookStudentSessionRoute, listStudentSessionsRoute } from '@/lib/booking/student/contracts';
import { listStudentSessions } from '@/lib/booking/student/list-student-sessions';
import { withStudent } from '@/lib/http/route';

export const GET = withStudent(listStudentSessionsRoute, ({ student, query }) =>
  listStudentSessions({ student, query }),
);

export const POST = withStudent(bookStudentSessionRoute, async ({ student, body, meta }) =>
  Response.json(await bookStudentSession({ student, input: body, meta }), { status: 201 }),
);
