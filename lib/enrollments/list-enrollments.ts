import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { enrollmentRowSelect, toEnrollmentRow } from './enrollment-fields';
import type { TEnrollmentRow, TListEnrollmentsQuery } from './schemas';

/**
 * The roster of a service (or all the teacher's enrollments without `serviceId`), newest first,
 * paginated. A `serviceId` of another teacher is reported as a missing service (404).
 */
export async function listEnrollments({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListEnrollmentsQuery;
}): Promise<Page<TEnrollmentRow>> {
  if (query.serviceId) {
    const service = await db.service.findFirst({ where: { id: query.serviceId, teacherId }, select: { id: true } });
    if (!service) throw new NotFoundError('Service');
  }
  const where = {
    teacherId,
    ...(query.serviceId ? { serviceId: query.serviceId } : {}),
    ...(query.status ? { status: { in: query.status } } : {}),
  };
  const [total, rows] = await Promise.all([
    db.enrollment.count({ where }),
    db.enrollment.findMany({
      where,
      orderBy: [{ enrolledAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'desc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: enrollmentRowSelect,
    }),
  ]);
  return toPage(rows.map(toEnrollmentRow), total, query);
}
