import 'server-only';
import type { StudentSession } from '@/lib/auth/read-student-session';
import { findStudentByEmail } from '@/lib/students/find-student-by-email';

type Buyer = { teacherId: string; session: StudentSession | null; email?: string };

/**
 * Which of the teacher's students is asking, when that can be known: the signed-in student (if a
 * student of this teacher), else the student with the e-mail given. Null for a new visitor.
 */
export async function identifyKnownStudent({ teacherId, session, email }: Buyer): Promise<string | null> {
  if (session && session.student.teacherId === teacherId) return session.student.id;
  if (!email) return null;
  return (await findStudentByEmail(teacherId, email))?.id ?? null;
}
