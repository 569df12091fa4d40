import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page, type TPagination } from '@/lib/core/pagination';
import type { TReviewRequestListItem } from './schemas';

/** The teacher's review requests, newest first, with student, service and session start (two statements). */
export async function listReviewRequests({
  teacherId,
  ...pagination
}: { teacherId: string } & TPagination): Promise<Page<TReviewRequestListItem>> {
  const where = { teacherId };
  const [rows, total] = await Promise.all([
    db.reviewRequest.findMany({
      where,
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(pagination),
      select: {
        id: true,
        sessionId: true,
        studentId: true,
        sentAt: true,
        completedAt: true,
        student: { select: { id: true, name: true } },
        session: { select: { startUtc: true, service: { select: { id: true, name: true } } } },
      },
    }),
    db.reviewRequest.count({ where }),
  ]);
  return toPage(
    rows.map(({ session, sentAt, completedAt, ...row }) => ({
      ...row,
      sentAt: sentAt.toISOString(),
      completedAt: completedAt?.toISOString() ?? null,
      service: session?.service ?? null,
      sessionStartsAt: session?.startUtc.toISOString() ?? null,
    })),
    total,
    pagination,
  );
}
