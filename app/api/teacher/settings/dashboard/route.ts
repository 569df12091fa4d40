import { withTeacher } from '@/lib/http/route';
import { getDashboardSettingsRoute, updateDashboardSettingsRoute } from '@/lib/dashboard/contracts';
import { getDashboardSettings } from '@/lib/dashboard/get-dashboard-settings';
import { updateDashboardSettings } from '@/lib/dashboard/update-dashboard-settings';

export const GET = withTeacher(getDashboardSettingsRoute, ({ teacher }) =>
  getDashboardSettings({ teacherId: teacher.id }),
);

export const PATCH = withTeacher(updateDashboardSettingsRoute, ({ teacher, body, meta }) =>
  updateDashboardSettings({ teacherId: teacher.id, input: body, meta }),
);
