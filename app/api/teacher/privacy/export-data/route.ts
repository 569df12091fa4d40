import { withTeacher } from '@/lib/core/http';
import { exportTeacherDataPostRoute } from '@/lib/privacy/teacher-contracts';
import { exportTeacherData } from '@/lib/privacy/teacher/export-teacher-data';

export const POST = withTeacher(exportTeacherDataPostRoute, ({ teacher, meta }) =>
  exportTeacherData({ teacher, meta }),
);
