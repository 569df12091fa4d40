import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { utcToWallTime } from '@/lib/core/time';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { createTeacherSeries } from './create-teacher-series';
import { previewTeacherSeries } from './preview-teacher-series';

// A fixed clock before the series: Madrid springs forward on Sunday 28 March 2027.
const now = new Date('2027-03-01T09:00:00Z');
const tuesday16 = '2027-03-16T15:00:00.000Z'; // 16:00 CET

async function scene(credits = 10) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  const student = await createStudent({ teacherId: teacher.id });
  const enrollment = credits
    ? await createEnrollment({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        sessionsTotal: credits,
        validUntil: null,
      })
    : null;
  return { teacher, service, student, enrollment };
}

const madridMinute = (iso: string) => utcToWallTime(Date.parse(iso), 'Europe/Madrid').minuteOfDay;

describe('previewTeacherSeries', () => {
  it('plans every lesson at 16:00 Madrid across the March change and marks the one taken week', async () => {
    const { teacher, service, student } = await scene(3);
    const taken = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: new Date('2027-03-30T13:30:00Z'), // 15:30-16:30 CEST, over the third lesson
    });
    const preview = await previewTeacherSeries({
      teacherId: teacher.id,
      input: { serviceId: service.id, studentId: student.id, startUtc: tuesday16, frequency: 'weekly', count: 4 },
      now,
    });
    expect(preview).toMatchObject({ frequency: 'weekly', localTime: '16:00', weekday: 2, timezone: 'Europe/Madrid' });
    expect(preview.occurrences.map((o) => o.startUtc)).toEqual([
      '2027-03-16T15:00:00.000Z',
      '2027-03-23T15:00:00.000Z',
      '2027-03-30T14:00:00.000Z',
      '2027-04-06T14:00:00.000Z',
    ]);
    expect(preview.occurrences.map((o) => madridMinute(o.startUtc))).toEqual([960, 960, 960, 960]);
    expect(preview.occurrences.map((o) => o.status)).toEqual(['free', 'free', 'conflict', 'free']);
    const conflict = preview.occurrences[2]!;
    expect(conflict.conflict).toEqual({
      kind: 'session',
      sessionId: taken.id,
      startsAt: taken.startUtc.toISOString(),
      endsAt: taken.endUtc.toISOString(),
    });
    // Suggestions are free: none overlaps the taken session.
    expect(conflict.suggestions!.length).toBeGreaterThan(0);
    for (const suggestion of conflict.suggestions!) {
      const start = Date.parse(suggestion);
      expect(start >= taken.endUtc.getTime() || start + 3_600_000 <= taken.startUtc.getTime()).toBe(true);
    }
    expect(preview.credits).toEqual({ remaining: 3, needed: 3, shortfall: 0 });
  });

  it('marks lessons already begun as past and a shortfall of credits', async () => {
    const { teacher, service, student } = await scene(1);
    const preview = await previewTeacherSeries({
      teacherId: teacher.id,
      input: { serviceId: service.id, studentId: student.id, startUtc: tuesday16, frequency: 'weekly', count: 3 },
      now: new Date('2027-03-20T00:00:00Z'),
    });
    expect(preview.occurrences.map((o) => o.conflict?.kind ?? 'free')).toEqual(['past', 'free', 'free']);
    expect(preview.credits).toEqual({ remaining: 1, needed: 2, shortfall: 1 });
  });
});

describe('createTeacherSeries', () => {
  it('books the kept lessons (one skipped, one moved) in one go, a credit each, all tied to the series', async () => {
    const { teacher, service, student, enrollment } = await scene(10);
    const series = await createTeacherSeries({
      teacherId: teacher.id,
      input: {
        serviceId: service.id,
        studentId: student.id,
        frequency: 'weekly',
        occurrences: [
          { startUtc: '2027-03-16T15:00:00.000Z' },
          // 23 March skipped; 30 March moved to 17:30 CEST.
          { startUtc: '2027-03-30T15:30:00.000Z' },
          { startUtc: '2027-04-06T14:00:00.000Z' },
        ],
      },
      now,
    });
    expect(series).toMatchObject({ localTime: '16:00', weekday: 2, createdBy: 'teacher', endedAt: null });
    expect(series.occurrences.map((o) => [o.position, o.startsAt, o.status, o.enrollmentId])).toEqual([
      [1, '2027-03-16T15:00:00.000Z', 'scheduled', enrollment!.id],
      [2, '2027-03-30T15:30:00.000Z', 'scheduled', enrollment!.id],
      [3, '2027-04-06T14:00:00.000Z', 'scheduled', enrollment!.id],
    ]);
    const sessions = await db.session.findMany({ where: { teacherId: teacher.id } });
    expect(sessions.every((s) => s.seriesId === series.id && s.timezone === 'Europe/Madrid')).toBe(true);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } })).toMatchObject({
      sessionsScheduled: 3,
    });
    await flushAudits();
    const actions = await db.auditLog.findMany({ where: { teacherId: teacher.id }, select: { action: true } });
    expect(actions.map((a) => a.action).sort()).toEqual([
      'session.create',
      'session.create',
      'session.create',
      'session.series.create',
    ]);
  });

  it('describes the series by the weekday and time most lessons share, even when the first one moved', async () => {
    const { teacher, service, student } = await scene(0);
    const series = await createTeacherSeries({
      teacherId: teacher.id,
      input: {
        serviceId: service.id,
        studentId: student.id,
        frequency: 'weekly',
        occurrences: [
          { startUtc: '2027-03-17T17:00:00.000Z' }, // moved to Wednesday 18:00
          { startUtc: '2027-03-23T15:00:00.000Z' },
          { startUtc: '2027-03-30T14:00:00.000Z' },
        ],
      },
      now,
    });
    expect(series).toMatchObject({ weekday: 2, localTime: '16:00' });
  });

  it('books the lessons beyond the credits without enrollment, as single bookings do', async () => {
    const { teacher, service, student, enrollment } = await scene(1);
    const series = await createTeacherSeries({
      teacherId: teacher.id,
      input: {
        serviceId: service.id,
        studentId: student.id,
        frequency: 'fortnightly',
        occurrences: [{ startUtc: tuesday16 }, { startUtc: '2027-03-30T14:00:00.000Z' }],
      },
      now,
    });
    expect(series.occurrences.map((o) => o.enrollmentId)).toEqual([enrollment!.id, null]);
  });

  it('refuses a taken week with 409 naming it, and writes nothing', async () => {
    const { teacher, service, student, enrollment } = await scene(10);
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: new Date('2027-03-23T15:30:00Z') });
    const refusal = await createTeacherSeries({
      teacherId: teacher.id,
      input: {
        serviceId: service.id,
        studentId: student.id,
        frequency: 'weekly',
        occurrences: [{ startUtc: tuesday16 }, { startUtc: '2027-03-23T15:00:00.000Z' }],
      },
      now,
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
      details: [{ path: 'occurrences.1', message: 'You already have a session at that time' }],
    });
    expect(await db.sessionSeries.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } })).sessionsScheduled).toBe(0);
  });

  it('refuses a lesson in the past (422 OCCURRENCE_IN_PAST) and writes nothing', async () => {
    const { teacher, service, student } = await scene(0);
    const refusal = await createTeacherSeries({
      teacherId: teacher.id,
      input: {
        serviceId: service.id,
        studentId: student.id,
        frequency: 'weekly',
        occurrences: [{ startUtc: '2027-02-23T15:00:00.000Z' }, { startUtc: tuesday16 }],
      },
      now,
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 422, code: 'OCCURRENCE_IN_PAST', details: [{ path: 'occurrences.0' }] });
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  // Two real connections are needed for one transaction to wait on another: PostgreSQL only.
  if (process.env.DATABASE_URL) {
    it('loses to a concurrent booking of one week: 409 naming it, and nothing of the series written', async () => {
      const { teacher, service, student, enrollment } = await scene(10);
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      // The other booking inserts its session over the second week and commits only once the
      // series' insert waits on it, after the series' own check found the week free.
      const other = db.$transaction(
        async (tx) => {
          await createSession(
            { teacherId: teacher.id, serviceId: service.id, startUtc: new Date('2027-03-23T15:00:00Z') },
            tx,
          );
          inserted();
          await held;
        },
        { timeout: 20_000 },
      );
      await insertedYet;
      const series = createTeacherSeries({
        teacherId: teacher.id,
        input: {
          serviceId: service.id,
          studentId: student.id,
          frequency: 'weekly',
          occurrences: [{ startUtc: tuesday16 }, { startUtc: '2027-03-23T15:00:00.000Z' }],
        },
        now,
      }).catch((error: unknown) => error);
      for (let attempt = 0; attempt < 200; attempt++) {
        const [row] = await db.$queryRaw<{ waiting: number }[]>`
          SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`;
        if ((row?.waiting ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      commit();
      await other;
      expect(await series).toMatchObject({
        status: 409,
        code: 'SLOT_UNAVAILABLE',
        details: [{ path: 'occurrences.1', message: 'This time was just taken' }],
      });
      expect(await db.sessionSeries.count({ where: { teacherId: teacher.id } })).toBe(0);
      expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
      expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } })).sessionsScheduled).toBe(0);
    });
  }
});
