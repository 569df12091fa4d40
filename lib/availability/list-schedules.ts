import 'server-only';
import { db } from '@/lib/core/db';
import { scheduleSelect, toSchedule } from './schedule-fields';
import type { TSchedule } from './schemas';

/** The teacher's availability schedules with their rules, oldest first. */
export async function listSchedules(teacherId: string): Promise<TSchedule[]> {
  const rows = await db.availabilitySchedule.findMany({
    where: { teacherId },
    select: scheduleSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toSchedule);
}
