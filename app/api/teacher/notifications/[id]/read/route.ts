import { withTeacher } from '@/lib/http/route';
import { markNotificationReadRoute } from '@/lib/notifications/in-app/contracts';
import { markNotificationRead } from '@/lib/notifications/in-app/mark-notification-read';

export const POST = withTeacher(markNotificationReadRoute, ({ teacher, params }) =>
  markNotificationRead({ teacherId: teacher.id, notificationId: params.id }),
);
