import { listTeacherSessionsRoute } from '@/lib/auth/account-contracts';
import { listTeacherSessions } from '@/lib/auth/list-teacher-sessions';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listTeacherSessionsRoute, async ({ teacher, session }) => ({
  data: await listTeacherSessions({ teacherId: teacher.id, currentKey: session.key }),
}));
