import { idpStateCookie } from '@/lib/auth/idp/idp-state-cookie';
import { withTeacher } from '@/lib/http/route';
import { startGoogleConnect } from '@/lib/google-connection/start-google-connect';
import { googleConnectRoute } from '@/lib/google-connection/contracts';

// POST /api/teacher/settings/idp/connect - Google's consent URL for calendar or drive scopes
export const POST = withTeacher(googleConnectRoute, async ({ teacher, body }) => {
  const { url, state } = await startGoogleConnect(teacher.id, body.purpose);
  return Response.json({ url }, { headers: { 'set-cookie': idpStateCookie(state) } });
});
