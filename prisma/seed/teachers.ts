import type { Prisma } from '@/generated/prisma/client';
import { defaultRetentionSettings } from '@/lib/settings/settings-schemas';
import type { SeedContext } from './types';

/** The teacher row, retention settings and availability (weekday windows plus one day off). */
export async function seedTeacher({ tx, profile, teacherId, clock, id }: SeedContext, dayOffWorkday: number) {
  const { teacher } = profile;
  const data = {
    id: teacherId,
    name: teacher.name,
    email: teacher.email,
    slug: profile.key,
    bio: teacher.bio,
    timezone: teacher.timezone,
    defaultCurrency: teacher.currency,
    taxRate: teacher.taxRate,
    bufferMinutes: teacher.bufferMinutes,
    // Connected to the simulated processor, which takes any `acct_` id: the demo can take payments.
    pspAccountId: `acct_demo${teacherId.replaceAll('-', '').slice(-12)}`,
    onboardingCompleted: true,
    bestStreak: 6,
    deletedAt: null,
    createdAt: clock.daysAgo(180),
  } satisfies Prisma.TeacherUncheckedCreateInput;
  await tx.teacher.upsert({ where: { id: teacherId }, create: data, update: data });

  const retention = {
    id: id('retention'),
    teacherId,
    // The spec's default (180 days), as every new teacher gets it.
    contactLogDays: defaultRetentionSettings.contactLogDays,
  } satisfies Prisma.RetentionSettingsUncheckedCreateInput;
  await tx.retentionSettings.upsert({ where: { teacherId }, create: retention, update: retention });

  const scheduleId = id('availability', 'working-week');
  const schedule = {
    id: scheduleId,
    teacherId,
    name: 'Working week',
    isActive: true,
    timezone: teacher.timezone,
  } satisfies Prisma.AvailabilityScheduleUncheckedCreateInput;
  await tx.availabilitySchedule.upsert({ where: { id: scheduleId }, create: schedule, update: schedule });
  for (const weekday of [1, 2, 3, 4, 5]) {
    for (const [startTime, endTime] of [
      ['09:00', '13:00'],
      ['15:00', '19:00'],
    ] as const) {
      const rule = { id: id('availability-rule', weekday, startTime), scheduleId, weekday, startTime, endTime };
      await tx.availabilityRule.upsert({ where: { id: rule.id }, create: rule, update: rule });
    }
  }

  const dayOff = {
    id: id('availability-override', 'day-off'),
    teacherId,
    date: clock.workdayDate(dayOffWorkday),
    isAvailable: false,
    reason: 'Teacher training day',
  } satisfies Prisma.AvailabilityOverrideUncheckedCreateInput;
  await tx.availabilityOverride.upsert({ where: { id: dayOff.id }, create: dayOff, update: dayOff });
}
