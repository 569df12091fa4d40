import { db } from '@/lib/core/db';
import { isSessionIdFormat, sessionKey } from './session-token';

export type TeacherIdentity = {
  id: string;
  name: string;
  email: string;
  slug: string;
  avatarUrl: string | null;
  timezone: string;
  onboardingCompleted: boolean;
};
export type StudentIdentity = { id: string; teacherId: string; name: string; email: string; timezone: string };

export type ResolvedSession =
  | { role: 'teacher'; key: string; expiresAt: Date; teacher: TeacherIdentity }
  | {
      role: 'student';
      key: string;
      expiresAt: Date;
      student: StudentIdentity;
      impersonatorTeacherId: string | null;
    };

const teacherFields = {
  id: true,
  name: true,
  email: true,
  slug: true,
  avatarUrl: true,
  timezone: true,
  onboardingCompleted: true,
  deletedAt: true,
} as const;
const studentFields = { id: true, teacherId: true, name: true, email: true, timezone: true, deletedAt: true } as const;

/** The session behind a cookie value, or null: bad format, unknown, expired, or its owner is gone. */
export async function resolveSession(sessionId: string | undefined, now = new Date()): Promise<ResolvedSession | null> {
  if (!isSessionIdFormat(sessionId)) return null;
  const key = sessionKey(sessionId);
  const row = await db.authSession.findUnique({
    where: { id: key },
    select: {
      role: true,
      expiresAt: true,
      impersonatorTeacherId: true,
      teacher: { select: teacherFields },
      student: { select: studentFields },
    },
  });
  if (!row || row.expiresAt <= now) return null;
  if (row.role === 'teacher' && row.teacher && !row.teacher.deletedAt) {
    const { deletedAt: _deleted, ...teacher } = row.teacher;
    return { role: 'teacher', key, expiresAt: row.expiresAt, teacher };
  }
  if (row.role === 'student' && row.student && !row.student.deletedAt) {
    const { deletedAt: _deleted, ...student } = row.student;
    return {
      role: 'student',
      key,
      expiresAt: row.expiresAt,
      student,
      impersonatorTeacherId: row.impersonatorTeacherId,
    };
  }
  return null;
}
