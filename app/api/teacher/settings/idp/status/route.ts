import { withTeacher } from '@/lib/http/route';
import { getGoogleConnectionStatus } from '@/lib/google-connection/get-google-connection-status';
import { googleConnectionStatusRoute } from '@/lib/google-connection/contracts';

// GET /api/teacher/settings/idp/status - the Google Calendar and Drive connection states
export const GET = withTeacher(googleConnectionStatusRoute, ({ teacher }) => getGoogleConnectionStatus(teacher.id));
