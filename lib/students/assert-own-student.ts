import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { ownStudentWhere } from './student-fields';

/** 404 unless the student is the teacher's and not deleted (another teacher's looks the same as none). */
export async function assertOwnStudent(teacherId: string, studentId: string): Promise<void> {
  const student = await db.student.findFirst({ where: ownStudentWhere(teacherId, studentId), select: { id: true } });
  if (!student) throw new NotFoundError('Student');
}
