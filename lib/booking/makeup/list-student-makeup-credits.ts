import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import type { TListMakeupCreditsQuery, TMakeupCredit } from './makeup-schemas';

/**
 * GET /api/student/makeup-credits: the student's open make-up credits (not used, not expired, of a
 * service not deleted), the soonest to expire first. Own only: the student and their teacher are in
 * the `where`.
 */
export async function listStudentMakeupCredits({
  student,
  query,
  now = new Date(),
}: {
  student: { id: string; teacherId: string };
  query: TListMakeupCreditsQuery;
  now?: Date;
}): Promise<Page<TMakeupCredit>> {
  const where = {
    teacherId: student.teacherId,
    studentId: student.id,
    usedSessionId: null,
    expiresAt: { gt: now },
    service: { deletedAt: null },
  };
  const [rows, total] = await Promise.all([
    db.makeupCredit.findMany({
      where,
      orderBy: [{ expiresAt: 'asc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: {
        id: true,
        expiresAt: true,
        sourceSession: { select: { startUtc: true } },
        service: { select: { id: true, name: true, slug: true } },
        teacher: { select: { slug: true } },
      },
    }),
    db.makeupCredit.count({ where }),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    service: row.service,
    cancelledLessonAt: row.sourceSession.startUtc.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    bookPath: `/${row.teacher.slug}/book/${row.service.slug}?makeup=${row.id}`,
  }));
  return toPage(data, total, query);
}
