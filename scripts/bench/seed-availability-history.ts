/**
 * Bench data: one Madrid teacher with three years of sessions (about 9,000), a working week, a
 * summer schedule and holiday overrides, plus a half-booked future. Replaced on every run, so the
 * figures never depend on what an earlier run left behind.
 */
import type { Prisma, SessionStatus } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { formatIsoDate, parseIsoDate, wallTimeToUtc } from '@/lib/core/time';

export const benchTeacherSlug = 'bench-availability-teacher';
const zone = 'Europe/Madrid';
const lessonHours = [9, 10, 11, 12, 15, 16, 17, 18];
const hourMs = 3_600_000;

/** Deterministic pseudo-randomness: the same data on every run. */
const pick = (day: number, hour: number, modulo: number) => (((day * 31 + hour * 17) % modulo) + modulo) % modulo;

function pastStatus(day: number, hour: number): SessionStatus {
  const roll = pick(day, hour, 20);
  return roll < 2 ? 'cancelled' : roll === 2 ? 'no_show' : 'completed';
}

function futureSession(day: number, hour: number, now: number): Partial<Prisma.SessionCreateManyInput> | null {
  const roll = pick(day, hour, 10);
  if (roll < 4) return { status: 'scheduled' };
  if (roll === 4) return { status: 'pending_confirmation', isTrialSession: true };
  if (roll === 5) return { status: 'hold', holdExpiresAt: new Date(now + (hour % 2 ? 1 : -1) * 10 * 60_000) };
  return null; // free
}

export async function seedAvailabilityHistory(now: number) {
  await db.teacher.deleteMany({ where: { slug: benchTeacherSlug } });
  const teacher = await db.teacher.create({
    data: {
      name: 'Bench Teacher',
      email: `${benchTeacherSlug}@example.test`,
      slug: benchTeacherSlug,
      timezone: zone,
      bufferMinutes: 10,
      onboardingCompleted: true,
    },
  });
  const service = await db.service.create({
    data: {
      teacherId: teacher.id,
      name: 'Lesson',
      slug: 'lesson',
      status: 'active',
      currency: 'EUR',
      priceAmount: 4000,
      durationMinutes: 45,
    },
  });
  const weekRules = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startTime: '09:00', endTime: '13:00' },
    { weekday, startTime: '15:00', endTime: '19:00' },
  ]);
  await db.availabilitySchedule.create({
    data: { teacherId: teacher.id, name: 'Working week', timezone: zone, rules: { create: weekRules } },
  });
  const today = Math.floor(now / (24 * hourMs));
  await db.availabilitySchedule.create({
    data: {
      teacherId: teacher.id,
      name: 'Saturday mornings this season',
      timezone: zone,
      validFrom: new Date(`${formatIsoDate(today - 30)}T00:00:00Z`),
      validUntil: new Date(`${formatIsoDate(today + 90)}T00:00:00Z`),
      rules: { create: [{ weekday: 6, startTime: '10:00', endTime: '13:00' }] },
    },
  });
  // A holiday every two weeks for three years, and two in the coming month.
  await db.availabilityOverride.createMany({
    data: [
      ...Array.from({ length: 80 }, (_, index) => ({ date: today - 1095 + index * 14, isAvailable: false })),
      { date: today + 9, isAvailable: false },
      { date: today + 16, isAvailable: true, startTime: '19:00', endTime: '21:00' },
    ].map(({ date, ...fields }) => ({
      teacherId: teacher.id,
      date: new Date(`${formatIsoDate(date)}T00:00:00Z`),
      ...fields,
    })),
  });

  const sessions: Prisma.SessionCreateManyInput[] = [];
  const firstDay = parseIsoDate(formatIsoDate(today - 3 * 365));
  for (let day = firstDay; day <= today + 62; day++) {
    for (const hour of lessonHours) {
      const startUtc = wallTimeToUtc(day, hour * 60, zone);
      const isPast = startUtc + hourMs < now;
      const fields = isPast ? { status: pastStatus(day, hour) } : futureSession(day, hour, now);
      if (!fields) continue;
      sessions.push({
        teacherId: teacher.id,
        serviceId: service.id,
        startUtc: new Date(startUtc),
        endUtc: new Date(startUtc + 45 * 60_000),
        timezone: zone,
        ...fields,
      });
    }
  }
  for (let index = 0; index < sessions.length; index += 2000) {
    await db.session.createMany({ data: sessions.slice(index, index + 2000) });
  }
  return {
    teacher,
    service,
    sessions: sessions.length,
    pastSessions: sessions.filter((s) => s.startUtc < new Date(now)).length,
  };
}
