import { withTeacher } from '@/lib/http/route';
import { disconnectGoogle } from '@/lib/google-connection/disconnect-google';
import { googleDisconnectRoute } from '@/lib/google-connection/contracts';

// POST /api/teacher/settings/idp/disconnect - forget and revoke the calendar or drive grant
export const POST = withTeacher(googleDisconnectRoute, async ({ teacher, body, meta }) => {
  await disconnectGoogle(teacher.id, body.purpose, meta);
  return new Response(null, { status: 204 });
});
