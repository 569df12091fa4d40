import { endOtherTeacherSessionsRoute } from '@/lib/auth/account-contracts';
import { signOutOtherSessions } from '@/lib/auth/sign-out-other-sessions';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(endOtherTeacherSessionsRoute, ({ teacher, session, meta }) =>
  signOutOtherSessions({ teacherId: teacher.id, currentKey: session.key, meta }),
);
