import { withTeacher } from '@/lib/http/route';
import { deleteStudentRoute, getStudentRoute, updateStudentRoute } from '@/lib/students/contracts';
import { deleteStudent } from '@/lib/students/delete-student';
import { getStudentProfile } from '@/lib/students/get-student-profile';
import { updateStudent } from '@/lib/students/update-student';

export const GET = withTeacher(getStudentRoute, ({ teacher, params }) =>
  getStudentProfile({ teacherId: teacher.id, studentId: params.id }),
);

export const PATCH = withTeacher(updateStudentRoute, ({ teacher, params, body, meta }) =>
  updateStudent({ teacherId: teacher.id, studentId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteStudentRoute, async ({ teacher, params, meta }) => {
  await deleteStudent({ teacherId: teacher.id, studentId: params.id, meta });
  return new Response(null, { status: 204 });
});
