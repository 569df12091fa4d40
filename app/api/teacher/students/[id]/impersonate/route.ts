import {
  readCookie,
  serializeCookie,
  sessionCookie,
  sessionCookieName,
  sessionCookieOptions,
  teacherSessionCookieName,
} from '@/lib/auth/cookies';
import { impersonationLifetimeSeconds, startImpersonation } from '@/lib/auth/impersonation/start-impersonation';
import { withTeacher } from '@/lib/http/route';
import { impersonateStudentRoute } from '@/lib/students/contracts';

export const POST = withTeacher(impersonateStudentRoute, async ({ req, teacher, params, meta, session }) => {
  const { sessionId } = await startImpersonation({ teacherId: teacher.id, studentId: params.id, meta });
  const teacherSessionId = readCookie(req.headers.get('cookie'), sessionCookieName)!;
  const teacherSecondsLeft = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  const response = Response.json({ redirectTo: '/portal' });
  response.headers.append('set-cookie', sessionCookie(sessionId, impersonationLifetimeSeconds));
  response.headers.append(
    'set-cookie',
    serializeCookie(teacherSessionCookieName, teacherSessionId, sessionCookieOptions(teacherSecondsLeft)),
  );
  return response;
});
