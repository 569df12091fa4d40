import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { scheduleSelect, toSchedule } from './schedule-fields';
import type { TSchedule } from './schemas';

/** One schedule of the teacher; another teacher's is 404 like a missing one. */
export async function getSchedule({
  teacherId,
  scheduleId,
}: {
  teacherId: string;
  scheduleId: string;
}): Promise<TSchedule> {
  const row = await db.availabilitySchedule.findFirst({ where: { id: scheduleId, teacherId }, select: scheduleSelect });
  if (!row) throw new NotFoundError('Availability schedule');
  return toSchedule(row);
}
