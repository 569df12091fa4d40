import { stopImpersonationRoute } from '@/lib/auth/account-contracts';
import {
  clearCookie,
  readCookie,
  sessionCookie,
  sessionCookieName,
  teacherSessionCookieName,
} from '@/lib/auth/cookies';
import { stopImpersonation } from '@/lib/auth/impersonation/stop-impersonation';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(stopImpersonationRoute, async ({ req, meta }) => {
  const cookies = req.headers.get('cookie');
  const { teacherSessionId } = await stopImpersonation({
    studentSessionId: readCookie(cookies, sessionCookieName),
    teacherSessionId: readCookie(cookies, teacherSessionCookieName),
    meta,
  });
  const response = Response.json({ redirectTo: teacherSessionId ? '/teacher/students' : '/sign-in' });
  response.headers.append(
    'set-cookie',
    teacherSessionId ? sessionCookie(teacherSessionId) : clearCookie(sessionCookieName),
  );
  response.headers.append('set-cookie', clearCookie(teacherSessionCookieName));
  return response;
});
