import { withTeacher } from '@/lib/core/http';
import { getRetentionSettingsRoute, updateRetentionSettingsRoute } from '@/lib/retention/contracts';
import { getRetentionSettings } from '@/lib/retention/get-retention-settings';
import { updateRetentionSettings } from '@/lib/retention/update-retention-settings';

// GET /api/teacher/settings/retention - the settings in force (defaults when never saved)
export const GET = withTeacher(getRetentionSettingsRoute, ({ teacher }) =>
  getRetentionSettings({ teacherId: teacher.id }),
);

// PATCH /api/teacher/settings/retention - merge the fields sent and store them
export const PATCH = withTeacher(updateRetentionSettingsRoute, ({ teacher, body, meta }) =>
  updateRetentionSettings({ teacherId: teacher.id, input: body, meta }),
);
