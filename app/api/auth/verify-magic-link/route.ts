import {
  clearCookie,
  readCookie,
  sessionCookie,
  sessionCookieName,
  teacherSessionCookieName,
} from '@/lib/auth/cookies';
import { destroySession } from '@/lib/auth/destroy-session';
import { verifyMagicLinkRoute } from '@/lib/auth/magic-link/contracts';
import { refuseCrossSite } from '@/lib/auth/magic-link/refuse-cross-site';
import { verifyMagicLink } from '@/lib/auth/magic-link/verify-magic-link';
import { publicRoute } from '@/lib/http/route';

export const POST = publicRoute(verifyMagicLinkRoute, async ({ req, body, meta }) => {
  refuseCrossSite(req);
  const { sessionId, redirectTo } = await verifyMagicLink(body.token, meta);
  // One identity per browser: whatever session the browser held before ends with this sign-in.
  const cookies = req.headers.get('cookie');
  await destroySession(readCookie(cookies, sessionCookieName));
  await destroySession(readCookie(cookies, teacherSessionCookieName));
  const response = Response.json({ redirectTo });
  response.headers.append('set-cookie', sessionCookie(sessionId));
  response.headers.append('set-cookie', clearCookie(teacherSessionCookieName));
  return response;
});
