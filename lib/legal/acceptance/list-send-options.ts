import 'server-only';
import { db } from '@/lib/core/db';

/**
 * What the "Send to sign" dialog offers: the teacher's published documents (with a version) and
 * their students who are not deleted, by name (the first 500: a teacher's roster fits).
 */
export async function listSendOptions(teacherId: string) {
  const [documents, students] = await Promise.all([
    db.legalDocument.findMany({
      where: { teacherId, state: 'published', currentVersion: { gt: 0 } },
      orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }],
      select: { id: true, title: true, type: true, currentVersion: true },
    }),
    db.student.findMany({
      where: { teacherId, deletedAt: null },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
      take: 500,
    }),
  ]);
  return { documents, students };
}

export type SendOptions = Awaited<ReturnType<typeof listSendOptions>>;
