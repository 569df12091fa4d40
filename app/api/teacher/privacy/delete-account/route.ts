import { clearCookie, sessionCookieName, teacherSessionCookieName } from '@/lib/auth/cookies';
import { withTeacher } from '@/lib/http/route';
import { deleteAccountRoute } from '@/lib/privacy/teacher-contracts';
import { deleteTeacherAccount } from '@/lib/privacy/teacher/delete-teacher-account';

export const DELETE = withTeacher(deleteAccountRoute, async ({ teacher, body, meta }) => {
  const result = await deleteTeacherAccount({ teacherId: teacher.id, confirmationToken: body.confirmationToken, meta });
  // The sessions are gone from the database; the browser forgets its cookies too.
  const response = Response.json(result);
  response.headers.append('set-cookie', clearCookie(sessionCookieName));
  response.headers.append('set-cookie', clearCookie(teacherSessionCookieName));
  return response;
});
