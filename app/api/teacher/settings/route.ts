import { withTeacher } from '@/lib/http/route';
import { getTeacherSettingsRoute } from '@/lib/settings/contracts';
import { getTeacherSettings } from '@/lib/settings/get-teacher-settings';

// GET /api/teacher/settings - the whole settings object of the signed-in teacher
export const GET = withTeacher(getTeacherSettingsRoute, ({ teacher }) => getTeacherSettings({ teacherId: teacher.id }));
