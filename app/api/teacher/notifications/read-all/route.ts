import { withTeacher } from '@/lib/http/route';
import { markAllNotificationsReadRoute } from '@/lib/notifications/in-app/contracts';
import { markAllNotificationsRead } from '@/lib/notifications/in-app/mark-all-notifications-read';

export const POST = withTeacher(markAllNotificationsReadRoute, ({ teacher }) =>
  markAllNotificationsRead({ teacherId: teacher.id }),
);
