import { withTeacher } from '@/lib/http/route';
import { createStudentRoute, listStudentsRoute } from '@/lib/students/contracts';
import { createStudent } from '@/lib/students/create-student';
import { listStudents } from '@/lib/students/list-students';

export const GET = withTeacher(listStudentsRoute, ({ teacher, query }) =>
  listStudents({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createStudentRoute, async ({ teacher, body, meta }) =>
  Response.json(await createStudent({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
