import { clearCookie, readCookie, sessionCookieName, teacherSessionCookieName } from '@/lib/auth/cookies';
import { logoutRoute } from '@/lib/auth/contracts';
import { destroySession } from '@/lib/auth/destroy-session';
import { publicRoute } from '@/lib/http/route';

export const POST = publicRoute(logoutRoute, async ({ req }) => {
  const cookies = req.headers.get('cookie');
  await destroySession(readCookie(cookies, sessionCookieName));
  await destroySession(readCookie(cookies, teacherSessionCookieName));
  const response = Response.json({ ok: true });
  response.headers.append('set-cookie', clearCookie(sessionCookieName));
  response.headers.append('set-cookie', clearCookie(teacherSessionCookieName));
  return response;
});
