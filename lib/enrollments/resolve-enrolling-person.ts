import type { StudentSession } from '@/lib/auth/read-student-session';
import { BusinessRuleError, ForbiddenError, ValidationError } from '@/lib/core/errors';
import type { TEnrollInput } from './enroll-schemas';

export type EnrollingPerson =
  | { kind: 'student'; student: { id: string; name: string; email: string } }
  | { kind: 'visitor'; email: string; name: string };

/**
 * Who is enrolling. A student session of this teacher enrolls that student. A student of another
 * teacher is refused (422 TEACHER_MISMATCH: the spec refuses an enrollment whose student and service
 * belong to different teachers; a business rule, not a missing permission, and the page can offer to
 * continue as a visitor). A teacher holding the student's session is refused (403): accepting legal
 * documents is the student's own act. Without a student session, the person is a visitor, who must
 * give an e-mail and a name; both always, so the answer never tells whether an address is known.
 */
export function resolveEnrollingPerson(
  teacherId: string,
  session: StudentSession | null,
  input: Pick<TEnrollInput, 'email' | 'name'>,
): EnrollingPerson {
  if (session) {
    if (session.impersonatorTeacherId) {
      throw new ForbiddenError('A teacher cannot enroll for a student while impersonating them');
    }
    if (session.student.teacherId !== teacherId) {
      throw new BusinessRuleError(
        'TEACHER_MISMATCH',
        "You are signed in as another teacher's student; sign out to enroll here",
      );
    }
    return { kind: 'student', student: session.student };
  }
  const details = [
    ...(input.email ? [] : [{ path: 'email', message: 'Enter your e-mail address, or sign in' }]),
    ...(input.name ? [] : [{ path: 'name', message: 'Enter your name' }]),
  ];
  if (!input.email || !input.name) throw new ValidationError('The request is not valid', details);
  return { kind: 'visitor', email: input.email, name: input.name };
}
