import { withTeacher } from '@/lib/core/http';
import { markAllNotificationsReadRoute } from '@/lib/notifications/in-app/contracts';
import { markAllNotificationsRead } from '@/lib/notifications/in-app/mark-all-notifications-read';

export const POST = withTeacher(markAllNotificationsReadRoute, ({ teacher }) =>
  markAllNotificationsRead({ teacherId: teacher.id }),
);
