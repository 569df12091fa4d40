import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import { pageWindow } from '@/lib/core/pagination';
import { loadServiceStats } from './load-service-stats';
import type { TListServicesQuery, TServiceList } from './schemas';
import { teacherServiceSelect, toTeacherService } from './teacher-service-fields';
import { usableTimeZone } from '@/lib/core/time';
import { zonedDayStart, zonedIsoDate, zonedMonth } from '@/lib/core/zoned-date';

type ListServices = { teacherId: string; query: TListServicesQuery; now?: Date };

/**
 * The teacher's services (deleted ones aside), filtered by status and name/slug, paginated, each
 * row with its stats. The date range (local dates in the teacher's zone, [from, to), by default the
 * current month) only drives `sessionsInRange`. The number of queries does not depend on the
 * number of services: teacher, count, page, and three grouped stats queries.
 */
export async function listServices({ teacherId, query, now = new Date() }: ListServices): Promise<TServiceList> {
  const teacher = await db.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: { timezone: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  const timezone = usableTimeZone(teacher.timezone);
  const range = resolveRange(query, timezone, now);

  const search = query.search || undefined;
  const where: Prisma.ServiceWhereInput = {
    teacherId,
    deletedAt: null,
    ...(query.status ? { status: { in: query.status } } : {}),
    ...(search
      ? {
          OR: [
            { name: { contains: search, mode: 'insensitive' } },
            { slug: { contains: search, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.service.count({ where }),
    db.service.findMany({
      where,
      orderBy: [{ [query.sort]: query.direction }, { createdAt: 'asc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: teacherServiceSelect,
    }),
  ]);
  const stats = await loadServiceStats({
    teacherId,
    services: rows,
    range: { start: range.fromUtc, end: range.toUtc },
  });

  return {
    data: rows.map((row) => ({ ...toTeacherService(row), stats: stats.get(row.id)! })),
    page: query.page,
    limit: query.limit,
    total,
    range: { ...range, timezone, fromUtc: range.fromUtc.toISOString(), toUtc: range.toUtc.toISOString() },
  };
}

/** Missing ends default to the month of the other end, or to the current month. */
function resolveRange({ from, to }: Pick<TListServicesQuery, 'from' | 'to'>, timezone: string, now: Date) {
  const fromUtc = from
    ? zonedDayStart(from, timezone)
    : zonedMonth(to ? new Date(zonedDayStart(to, timezone).getTime() - 1) : now, timezone).start;
  const toUtc = to ? zonedDayStart(to, timezone) : zonedMonth(fromUtc, timezone).end;
  if (fromUtc >= toUtc) {
    throw new ValidationError('The request is not valid', [{ path: 'to', message: '`to` must be after `from`' }]);
  }
  return {
    from: from ?? zonedIsoDate(fromUtc, timezone),
    to: to ?? zonedIsoDate(toUtc, timezone),
    fromUtc,
    toUtc,
  };
}
