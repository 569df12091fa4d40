import { withTeacher } from '@/lib/http/route';
import { enableDriveRoute } from '@/lib/drive/contracts';
import { setDriveEnabled } from '@/lib/drive/set-drive-enabled';

// POST /api/teacher/settings/drive/enable - auto-copy session resources into per-student folders
export const POST = withTeacher(enableDriveRoute, ({ teacher, meta }) =>
  setDriveEnabled({ teacherId: teacher.id, enabled: true, meta }),
);
