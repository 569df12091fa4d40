import 'server-only';
import { db } from '@/lib/core/db';
import { overrideSelect, toOverride } from './override-fields';
import { fromIsoDate } from './schedule-fields';
import type { TListOverridesQuery, TOverride } from './schemas';

/** The teacher's overrides between two local dates (both inclusive, either optional), by date. */
export async function listOverrides({
  teacherId,
  from,
  to,
}: { teacherId: string } & TListOverridesQuery): Promise<TOverride[]> {
  const rows = await db.availabilityOverride.findMany({
    where: {
      teacherId,
      ...(from || to
        ? { date: { ...(from ? { gte: fromIsoDate(from) } : {}), ...(to ? { lte: fromIsoDate(to) } : {}) } }
        : {}),
    },
    select: overrideSelect,
    orderBy: [{ date: 'asc' }, { startTime: 'asc' }, { createdAt: 'asc' }],
  });
  return rows.map(toOverride);
}
