import { withTeacher } from '@/lib/http/route';
import { listNotificationsRoute } from '@/lib/notifications/in-app/contracts';
import { listNotifications } from '@/lib/notifications/in-app/list-notifications';
import { teacherReader } from '@/lib/notifications/in-app/notification-reader';

export const GET = withTeacher(listNotificationsRoute, ({ teacher, query }) =>
  listNotifications({ teacherId: teacher.id, query, reader: teacherReader(teacher) }),
);
