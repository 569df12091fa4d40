import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createTeacher } from '@/test/factories';
import { getDashboardSummary } from './get-dashboard-summary';
import { teachingStreak } from './teaching-streak';

describe('teachingStreak (days ago with a completed session)', () => {
  it('counts back from today', () => expect(teachingStreak([0, 1, 2, 4])).toBe(3));
  it('counts back from yesterday when today has none yet', () => expect(teachingStreak([1, 2, 3, 5])).toBe(3));
  it('is 0 when neither today nor yesterday has one', () => expect(teachingStreak([2, 3, 4])).toBe(0));
  it('stops at a broken day', () => expect(teachingStreak([0, 2, 3])).toBe(1));
  it('stops at 365 days', () => {
    expect(teachingStreak(Array.from({ length: 400 }, (_, day) => day))).toBe(365);
    expect(teachingStreak(Array.from({ length: 400 }, (_, day) => day + 1))).toBe(365);
  });
});

// Tokyo has no DST: 15 June 2031 local is [2031-06-14T15:00Z, 2031-06-15T15:00Z).
const zone = 'Asia/Tokyo';
const now = new Date('2031-06-15T03:00:00Z'); // 12:00 local
const localDay = (daysAgo: number, utcHour = 1) => new Date(Date.UTC(2031, 5, 15 - daysAgo, utcHour)); // 10:00 local by default

async function teacherWith(completedDaysAgo: number[], bestStreak = 0) {
  const teacher = await createTeacher({ timezone: zone, bestStreak });
  const service = await createService({ teacherId: teacher.id });
  for (const daysAgo of completedDaysAgo) {
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: localDay(daysAgo),
      status: 'completed',
    });
  }
  return { teacher, service };
}

const streakRecords = (teacherId: string) => db.notification.count({ where: { teacherId, type: 'streak_record' } });

describe('getDashboardSummary: the teaching streak on the teacher’s clock', () => {
  it('counts from today', async () => {
    const { teacher } = await teacherWith([0, 1, 2, 4], 10);
    expect(await getDashboardSummary({ teacherId: teacher.id, now })).toMatchObject({
      teachingStreak: 3,
      bestStreak: 10,
      isNewRecord: false,
    });
  });

  it('counts from yesterday when today has no completed session (a scheduled one does not count)', async () => {
    const { teacher, service } = await teacherWith([1, 2, 3], 10);
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: localDay(0, 5),
      status: 'scheduled',
    });
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: localDay(0, 0), status: 'no_show' });
    expect((await getDashboardSummary({ teacherId: teacher.id, now })).teachingStreak).toBe(3);
  });

  it('is broken by a day without a completed session', async () => {
    const { teacher } = await teacherWith([0, 1, 3, 4], 10);
    expect((await getDashboardSummary({ teacherId: teacher.id, now })).teachingStreak).toBe(2);
    const { teacher: idle } = await teacherWith([2, 3, 4], 10);
    expect((await getDashboardSummary({ teacherId: idle.id, now })).teachingStreak).toBe(0);
  });

  it('reads days on the local clock: 00:30 in Tokyo is today although it is yesterday in UTC', async () => {
    const { teacher, service } = await teacherWith([1], 10);
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: new Date('2031-06-14T15:30:00Z'), // 15 June 00:30 local
      status: 'completed',
    });
    expect((await getDashboardSummary({ teacherId: teacher.id, now })).teachingStreak).toBe(2);
  });

  it('stops at 365 days', async () => {
    const { teacher, service } = await teacherWith([], 0);
    await db.session.createMany({
      data: Array.from({ length: 400 }, (_, daysAgo) => ({
        teacherId: teacher.id,
        serviceId: service.id,
        startUtc: localDay(daysAgo),
        endUtc: new Date(localDay(daysAgo).getTime() + 3_600_000),
        status: 'completed' as const,
      })),
    });
    expect(await getDashboardSummary({ teacherId: teacher.id, now })).toMatchObject({
      teachingStreak: 365,
      bestStreak: 365,
      isNewRecord: true,
    });
  });

  it('records a new best once: bestStreak updated, one streak_record notification', async () => {
    const { teacher } = await teacherWith([0, 1, 2], 2);
    const first = await getDashboardSummary({ teacherId: teacher.id, now });
    expect(first).toMatchObject({ teachingStreak: 3, bestStreak: 3, isNewRecord: true });
    const stored = await db.teacher.findUniqueOrThrow({ where: { id: teacher.id }, select: { bestStreak: true } });
    expect(stored.bestStreak).toBe(3);
    const notice = await db.notification.findFirstOrThrow({ where: { teacherId: teacher.id, type: 'streak_record' } });
    expect(notice).toMatchObject({ recipientRole: 'teacher', readAt: null, data: { streak: 3, previousBest: 2 } });

    const again = await getDashboardSummary({ teacherId: teacher.id, now });
    expect(again).toMatchObject({ teachingStreak: 3, bestStreak: 3, isNewRecord: false });
    expect(await streakRecords(teacher.id)).toBe(1);
  });

  it('records a new best once under concurrent requests', async () => {
    const { teacher } = await teacherWith([0, 1, 2, 3], 1);
    const results = await Promise.all([
      getDashboardSummary({ teacherId: teacher.id, now }),
      getDashboardSummary({ teacherId: teacher.id, now }),
      getDashboardSummary({ teacherId: teacher.id, now }),
    ]);
    for (const result of results) expect(result).toMatchObject({ teachingStreak: 4, bestStreak: 4 });
    expect(results.some((result) => result.isNewRecord)).toBe(true);
    expect(await streakRecords(teacher.id)).toBe(1);
    const stored = await db.teacher.findUniqueOrThrow({ where: { id: teacher.id }, select: { bestStreak: true } });
    expect(stored.bestStreak).toBe(4);
  });

  it('never lowers a better stored best', async () => {
    const { teacher } = await teacherWith([0, 1], 40);
    expect(await getDashboardSummary({ teacherId: teacher.id, now })).toMatchObject({
      teachingStreak: 2,
      bestStreak: 40,
      isNewRecord: false,
    });
    expect(await streakRecords(teacher.id)).toBe(0);
  });
});

describe('getDashboardSummary: the streak across a DST change', () => {
  it('America/Los_Angeles, clocks forward on 9 March 2031: the 23-hour day is one day, 00:30 PDT is the next', async () => {
    const teacher = await createTeacher({ timezone: 'America/Los_Angeles', bestStreak: 10 });
    const service = await createService({ teacherId: teacher.id });
    for (const iso of [
      '2031-03-08T20:00:00Z', // 8 March 12:00 PST
      '2031-03-09T19:00:00Z', // 9 March 12:00 PDT
      '2031-03-10T07:30:00Z', // 10 March 00:30 PDT (a fixed -8 would say 9 March 23:30)
    ]) {
      await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        startUtc: new Date(iso),
        status: 'completed',
      });
    }
    const noon = new Date('2031-03-10T19:00:00Z'); // 10 March 12:00 PDT
    expect((await getDashboardSummary({ teacherId: teacher.id, now: noon })).teachingStreak).toBe(3);
  });
});
