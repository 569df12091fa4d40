import { withTeacher } from '@/lib/http/route';
import { driveStatusRoute } from '@/lib/drive/contracts';
import { getDriveStatus } from '@/lib/drive/get-drive-status';

// GET /api/teacher/settings/drive/status - state, copy counts, root folder state and link
export const GET = withTeacher(driveStatusRoute, ({ teacher }) => getDriveStatus(teacher.id));
