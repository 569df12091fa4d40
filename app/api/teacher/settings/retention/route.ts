import { withTeacher } from '@/lib/http/route';
import { getRetentionSettingsRoute, updateRetentionSettingsRoute } from '@/lib/data-retention/contracts';
import { getRetentionSettings } from '@/lib/data-retention/get-retention-settings';
import { updateRetentionSettings } from '@/lib/data-retention/update-retention-settings';

// GET /api/teacher/settings/retention - the settings in force (defaults when never saved)
export const GET = withTeacher(getRetentionSettingsRoute, ({ teacher }) =>
  getRetentionSettings({ teacherId: teacher.id }),
);

// PATCH /api/teacher/settings/retention - merge the fields sent and store them
export const PATCH = withTeacher(updateRetentionSettingsRoute, ({ teacher, body, meta }) =>
  updateRetentionSettings({ teacherId: teacher.id, input: body, meta }),
);
