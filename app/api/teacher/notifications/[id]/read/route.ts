import { withTeacher } from '@/lib/http/route';
import { markNotificationReadRoute } from '@/lib/notifications/in-app/contracts';
import { markNotificationRead } from '@/lib/notifications/in-app/mark-notification-read';
import { teacherReader } from '@/lib/notifications/in-app/notification-reader';

export const POST = withTeacher(markNotificationReadRoute, ({ teacher, params }) =>
  markNotificationRead({ teacherId: teacher.id, notificationId: params.id, reader: teacherReader(teacher) }),
);
