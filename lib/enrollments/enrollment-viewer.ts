import 'server-only';
import type { ResolvedSession } from '@/lib/auth/resolve-session';
import { db } from '@/lib/core/db';

/**
 * Who looks at a service page's enrollment panel, as enroll-in-service will treat them: a student of
 * this teacher (checkout), a teacher holding a student's session (may not enroll for them), a student
 * of another teacher (TEACHER_MISMATCH), or a visitor (anyone else, a teacher's own session included).
 */
export type EnrollmentViewer =
  | { kind: 'student'; studentId: string; teacherId: string; name: string; email: string }
  | { kind: 'impersonating' }
  | { kind: 'other_teacher_student' }
  | { kind: 'visitor' };

export async function enrollmentViewer(
  teacherSlug: string,
  session: ResolvedSession | null,
): Promise<EnrollmentViewer> {
  if (session?.role !== 'student') return { kind: 'visitor' };
  const teacher = await db.teacher.findFirst({ where: { slug: teacherSlug, deletedAt: null }, select: { id: true } });
  if (!teacher || session.student.teacherId !== teacher.id) return { kind: 'other_teacher_student' };
  if (session.impersonatorTeacherId) return { kind: 'impersonating' };
  const { id, name, email } = session.student;
  return { kind: 'student', studentId: id, teacherId: teacher.id, name, email };
}
