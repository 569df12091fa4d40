import { withTeacher } from '@/lib/http/route';
import { eraseStudentRoute } from '@/lib/privacy/contracts';
import { eraseStudent } from '@/lib/privacy/erase-student';

export const POST = withTeacher(eraseStudentRoute, async ({ teacher, body, meta }) =>
  eraseStudent({
    teacherId: teacher.id,
    studentId: body.studentId,
    requestId: body.requestId,
    actor: { type: 'teacher', id: teacher.id },
    meta,
  }),
);
