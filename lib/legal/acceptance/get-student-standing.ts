import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { loadStanding } from './load-standing';
import type { TStudentStanding } from './schemas';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** GET /api/teacher/settings/contracts/students/:studentId: the student on every published document. */
export async function getStudentStanding({
  teacherId,
  studentId,
  now = new Date(),
}: {
  teacherId: string;
  studentId: string;
  now?: Date;
}): Promise<{ data: TStudentStanding[] }> {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null },
    select: { id: true },
  });
  if (!student) throw new NotFoundError('Student');
  const standing = await loadStanding({ teacherId, studentId, now });
  return {
    data: standing.map(({ document: { versionTitle, bodyMarkdown: _body, ...document }, ...row }) => ({
      ...row,
      document: { ...document, title: versionTitle },
      acceptedAt: iso(row.acceptedAt),
      expiresAt: iso(row.expiresAt),
    })),
  };
}
