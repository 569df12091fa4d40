import { withTeacher } from '@/lib/http/route';
import { exportTeacherDataRoute } from '@/lib/privacy/teacher-contracts';
import { exportTeacherData } from '@/lib/privacy/teacher/export-teacher-data';

export const GET = withTeacher(exportTeacherDataRoute, ({ teacher, meta }) => exportTeacherData({ teacher, meta }));
