import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { usableTimeZone } from '@/lib/core/time';
import { resolvePeriod, type Period } from '@/lib/insights/shared/period';

/** The current period of `days` local days on the teacher's clock (an unusable zone reads as UTC). */
export async function contentPeriod({ teacherId, days, now }: { teacherId: string; days: number; now: Date }) {
  const teacher = await db.teacher.findUnique({ where: { id: teacherId }, select: { timezone: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  return resolvePeriod({ days, now, timezone: usableTimeZone(teacher.timezone) });
}

export const periodInfo = (period: Period) => ({
  days: period.days,
  start: period.current.start.toISOString(),
  end: period.current.end.toISOString(),
});
