import { withTeacher } from '@/lib/http/route';
import { getGoogleConnectionStatus } from '@/lib/integrations/google/connection/get-google-connection-status';
import { googleConnectionStatusRoute } from '@/lib/integrations/google/contracts';

// GET /api/teacher/settings/idp/status - the Google Calendar and Drive connection states
export const GET = withTeacher(googleConnectionStatusRoute, ({ teacher }) => getGoogleConnectionStatus(teacher.id));
