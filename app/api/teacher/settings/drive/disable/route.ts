import { withTeacher } from '@/lib/http/route';
import { disableDriveRoute } from '@/lib/drive/contracts';
import { setDriveEnabled } from '@/lib/drive/set-drive-enabled';

// POST /api/teacher/settings/drive/disable - stop the auto-copy (existing copies stay)
export const POST = withTeacher(disableDriveRoute, ({ teacher, meta }) =>
  setDriveEnabled({ teacherId: teacher.id, enabled: false, meta }),
);
