import { withTeacher } from '@/lib/http/route';
import { updateNotificationsRoute } from '@/lib/settings/contracts';
import { updateNotificationPreferences } from '@/lib/settings/update-notification-preferences';

// PATCH /api/teacher/settings/notifications - switch any of the seven toggles
export const PATCH = withTeacher(updateNotificationsRoute, ({ teacher, body, meta }) =>
  updateNotificationPreferences({ teacherId: teacher.id, input: body, meta }),
);
