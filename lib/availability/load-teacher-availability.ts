import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { dayMs, formatIsoDate, usableTimeZone } from '@/lib/core/time';
import type { Interval, TeacherAvailability } from './engine-types';
import { fromIsoDate, toIsoDate } from './schedule-fields';

export type AvailabilityOwner = { id: string; timezone: string; bufferMinutes: number };

type LoadTeacherAvailability = { teacher: AvailabilityOwner; range: Interval; client?: Prisma.TransactionClient };

/**
 * The active schedules (with rules) and the overrides that can matter for `range`. Dates are local
 * to a zone within 14 hours of UTC, so the UTC dates of the range plus a day either side cover them.
 */
export async function loadTeacherAvailability({ teacher, range, client = db }: LoadTeacherAvailability): Promise<TeacherAvailability> {
  const first = fromIsoDate(formatIsoDate(Math.floor(range.start / dayMs) - 1));
  const last = fromIsoDate(formatIsoDate(Math.floor(range.end / dayMs) + 1));
  const [schedules, overrides] = await Promise.all([
    client.availabilitySchedule.findMany({
      where: {
        teacherId: teacher.id,
        isActive: true,
        AND: [
          { OR: [{ validFrom: null }, { validFrom: { lte: last } }] },
          { OR: [{ validUntil: null }, { validUntil: { gte: first } }] },
        ],
      },
      select: { timezone: true, validFrom: true, validUntil: true, rules: { select: { weekday: true, startTime: true, endTime: true } } },
    }),
    client.availabilityOverride.findMany({
      where: { teacherId: teacher.id, date: { gte: first, lte: last } },
      select: { date: true, startTime: true, endTime: true, isAvailable: true },
    }),
  ]);
  const teacherZone = usableTimeZone(teacher.timezone);
  return {
    timeZone: teacherZone,
    bufferMinutes: teacher.bufferMinutes,
    schedules: schedules.map((schedule) => ({
      timeZone: usableTimeZone(schedule.timezone, teacherZone),
      validFrom: toIsoDate(schedule.validFrom),
      validUntil: toIsoDate(schedule.validUntil),
      rules: schedule.rules,
    })),
    overrides: overrides.map((override) => ({ ...override, date: toIsoDate(override.date) })),
  };
}
