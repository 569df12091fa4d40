import type { ResolvedSession } from './resolve-session';
import type { TMe } from './schemas';

/** The `/auth/me` shape of a session: nothing beyond the documented fields leaves the server. */
export function toMe(session: ResolvedSession): TMe {
  if (session.role === 'teacher') {
    const { id, name, email, slug, avatarUrl, timezone, onboardingCompleted } = session.teacher;
    return { role: 'teacher', teacher: { id, name, email, slug, avatarUrl, timezone, onboardingCompleted } };
  }
  const { id, name, email, timezone } = session.student;
  return {
    role: 'student',
    student: { id, name, email, timezone },
    impersonating: session.impersonatorTeacherId !== null,
    payer: session.payer ? { ...session.payer } : null,
  };
}
