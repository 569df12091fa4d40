import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { erasureRequestListSelect, toErasureRequestListItem } from './erasure-request-fields';
import type { TErasureRequestListItem, TListErasureRequestsQuery } from './schemas';

/**
 * The teacher's erasure requests, open ones first, each status by due date, filtered by
 * status, each with the student's display name and `overdue` when still open past its due date:
 * two queries whatever the page.
 */
export async function listErasureRequests({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TListErasureRequestsQuery;
  now?: Date;
}): Promise<Page<TErasureRequestListItem>> {
  const where: Prisma.DataErasureRequestWhereInput = { teacherId, ...(query.status ? { status: query.status } : {}) };
  const [rows, total] = await Promise.all([
    db.dataErasureRequest.findMany({
      where,
      select: erasureRequestListSelect,
      // The enum's order (pending, processing, completed, rejected) puts the open ones first.
      orderBy: [{ status: 'asc' }, { dueAt: 'asc' }, { id: 'asc' }],
      ...pageWindow(query),
    }),
    db.dataErasureRequest.count({ where }),
  ]);
  return toPage(
    rows.map((row) => toErasureRequestListItem(row, now)),
    total,
    query,
  );
}
