import { serializeCookie, sessionCookieName, sessionCookieOptions } from '@/lib/auth/cookies';
import { devLoginRoute } from '@/lib/auth/contracts';
import { devLogin } from '@/lib/auth/dev-login';
import { publicRoute } from '@/lib/core/http';

export const GET = publicRoute(devLoginRoute, async ({ params, meta, req }) => {
  const { sessionId } = await devLogin(params.teacherId, meta);
  return new Response(null, {
    status: 303,
    headers: {
      location: new URL('/teacher', req.url).toString(),
      'set-cookie': serializeCookie(sessionCookieName, sessionId, sessionCookieOptions()),
    },
  });
});
