import { sessionCookie } from '@/lib/auth/cookies';
import { devLoginRoute } from '@/lib/auth/contracts';
import { devLogin } from '@/lib/auth/dev-login';
import { publicRoute } from '@/lib/http/route';

export const GET = publicRoute(devLoginRoute, async ({ params, meta }) => {
  const { sessionId } = await devLogin(params.teacherId, meta);
  return new Response(null, {
    status: 303,
    headers: {
      // Relative, so the browser stays on the host it used (the cookie is set for that host).
      location: '/teacher',
      'set-cookie': sessionCookie(sessionId),
    },
  });
});
