import { withTeacher } from '@/lib/http/route';
import { exportTeacherDataPostRoute } from '@/lib/privacy/teacher-contracts';
import { exportTeacherData } from '@/lib/privacy/teacher/export-teacher-data';

export const POST = withTeacher(exportTeacherDataPostRoute, ({ teacher, meta }) =>
  exportTeacherData({ teacher, meta }),
);
