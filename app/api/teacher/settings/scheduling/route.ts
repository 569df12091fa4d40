import { withTeacher } from '@/lib/http/route';
import { getSchedulingSettingsRoute, updateSchedulingSettingsRoute } from '@/lib/settings/contracts';
import { getSchedulingSettings } from '@/lib/settings/get-scheduling-settings';
import { updateSchedulingSettings } from '@/lib/settings/update-scheduling-settings';

export const GET = withTeacher(getSchedulingSettingsRoute, ({ teacher }) =>
  getSchedulingSettings({ teacherId: teacher.id }),
);

export const PATCH = withTeacher(updateSchedulingSettingsRoute, ({ teacher, body, meta }) =>
  updateSchedulingSettings({ teacherId: teacher.id, input: body, meta }),
);
