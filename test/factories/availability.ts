import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { DbClient } from './support';

type ScheduleInput = { teacherId: string } & Partial<Prisma.AvailabilityScheduleUncheckedCreateInput>;
type OverrideInput = { teacherId: string } & Partial<Prisma.AvailabilityOverrideUncheckedCreateInput>;

const weekdays = [1, 2, 3, 4, 5];

/** Monday to Friday, 09:00-13:00 and 15:00-19:00, unless overridden. */
export function createAvailabilitySchedule({ teacherId, ...overrides }: ScheduleInput, client: DbClient = db) {
  return client.availabilitySchedule.create({
    data: {
      teacherId,
      name: 'Working week',
      timezone: 'Europe/Madrid',
      rules: {
        create: weekdays.flatMap((weekday) => [
          { weekday, startTime: '09:00', endTime: '13:00' },
          { weekday, startTime: '15:00', endTime: '19:00' },
        ]),
      },
      ...overrides,
    },
    include: { rules: true },
  });
}

/** A whole day blocked a week from today unless overridden. */
export function createAvailabilityOverride({ teacherId, ...overrides }: OverrideInput, client: DbClient = db) {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + 7);
  return client.availabilityOverride.create({
    data: { teacherId, date, isAvailable: false, reason: 'Day off', ...overrides },
  });
}
