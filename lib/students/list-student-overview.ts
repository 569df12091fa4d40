import 'server-only';
import { db } from '@/lib/core/db';

/**
 * A light list of the teacher's students for the roster page while the full CRM list (credits,
 * stats, server-side paging) is being built; capped so it stays one small query.
 */
export async function listStudentOverview({ teacherId }: { teacherId: string }) {
  return db.student.findMany({
    where: { teacherId, deletedAt: null },
    orderBy: { name: 'asc' },
    take: 500,
    select: { id: true, name: true, email: true, status: true, level: true, timezone: true },
  });
}

export type StudentOverviewRow = Awaited<ReturnType<typeof listStudentOverview>>[number];
