import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { utcToWallTime } from '@/lib/core/time';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { cancelTeacherSeries } from './cancel-teacher-series';
import { createTeacherSeries } from './create-teacher-series';
import { moveTeacherSeries } from './move-teacher-series';

const now = new Date('2027-03-01T09:00:00Z');
// Four Tuesdays at 16:00 Madrid, across the change of 28 March 2027.
const tuesdays = [
  '2027-03-16T15:00:00.000Z',
  '2027-03-23T15:00:00.000Z',
  '2027-03-30T14:00:00.000Z',
  '2027-04-06T14:00:00.000Z',
];

async function bookedSeries() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  const student = await createStudent({ teacherId: teacher.id });
  const enrollment = await createEnrollment({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    validUntil: null,
  });
  const series = await createTeacherSeries({
    teacherId: teacher.id,
    input: {
      serviceId: service.id,
      studentId: student.id,
      frequency: 'weekly',
      occurrences: tuesdays.map((startUtc) => ({ startUtc })),
    },
    now,
  });
  return { teacher, service, student, enrollment, series, ids: series.occurrences.map((o) => o.sessionId) };
}

const madridClock = (iso: string) => {
  const { minuteOfDay } = utcToWallTime(Date.parse(iso), 'Europe/Madrid');
  return `${Math.floor(minuteOfDay / 60)}:${String(minuteOfDay % 60).padStart(2, '0')}`;
};

describe('cancelTeacherSeries', () => {
  it('cancels the lesson and the later ones, returns their credits and ends the series', async () => {
    const { teacher, enrollment, series, ids } = await bookedSeries();
    const result = await cancelTeacherSeries({
      teacherId: teacher.id,
      seriesId: series.id,
      input: { fromSessionId: ids[1]!, reason: 'Moving abroad' },
      now,
    });
    expect(result.cancelledSessionIds).toEqual(ids.slice(1));
    expect(result.series.endedAt).toBe(now.toISOString());
    expect(result.series.occurrences.map((o) => o.status)).toEqual([
      'scheduled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({
      sessionsScheduled: 1,
      sessionsForfeited: 0,
    });
    const stored = await db.session.findUniqueOrThrow({ where: { id: ids[2]! } });
    expect(stored).toMatchObject({ cancelledBy: 'teacher', cancellationReason: 'Moving abroad' });
    expect(await db.studentLifecycleEvent.count({ where: { teacherId: teacher.id, type: 'session_cancelled' } })).toBe(
      3,
    );
  });

  it('refuses to start from a lesson that has begun (409 INVALID_STATE), and cancels nothing', async () => {
    const { teacher, series, ids } = await bookedSeries();
    const refusal = await cancelTeacherSeries({
      teacherId: teacher.id,
      seriesId: series.id,
      input: { fromSessionId: ids[0]! },
      now: new Date('2027-03-16T15:30:00Z'),
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 409, code: 'INVALID_STATE' });
    expect(await db.session.count({ where: { seriesId: series.id, status: 'cancelled' } })).toBe(0);
  });
});

describe('moveTeacherSeries', () => {
  it('moves the lesson and the later ones by the same wall-clock shift across the DST change', async () => {
    const { teacher, series, ids } = await bookedSeries();
    // From the second Tuesday: to Thursday 17:30 (CET), so the later ones go to Thursday 17:30 (CEST).
    const moved = await moveTeacherSeries({
      teacherId: teacher.id,
      seriesId: series.id,
      input: { fromSessionId: ids[1]!, startUtc: '2027-03-25T16:30:00.000Z' },
      now,
    });
    expect(moved).toMatchObject({ localTime: '17:30', weekday: 4 });
    expect(moved.occurrences.map((o) => o.startsAt)).toEqual([
      '2027-03-16T15:00:00.000Z',
      '2027-03-25T16:30:00.000Z',
      '2027-04-01T15:30:00.000Z',
      '2027-04-08T15:30:00.000Z',
    ]);
    expect(moved.occurrences.slice(1).map((o) => madridClock(o.startsAt))).toEqual(['17:30', '17:30', '17:30']);
    expect(moved.occurrences.map((o) => o.rescheduleCount)).toEqual([0, 1, 1, 1]);
  });

  it('moves by a whole week onto its own later lessons without tripping over them', async () => {
    const { teacher, series, ids } = await bookedSeries();
    const moved = await moveTeacherSeries({
      teacherId: teacher.id,
      seriesId: series.id,
      input: { fromSessionId: ids[0]!, startUtc: tuesdays[1]! },
      now,
    });
    expect(moved.occurrences.map((o) => madridClock(o.startsAt))).toEqual(['16:00', '16:00', '16:00', '16:00']);
    expect(moved.occurrences[3]!.startsAt).toBe('2027-04-13T14:00:00.000Z');
  });

  it('refuses with 409 listing each lesson that would land on a taken time, and moves nothing', async () => {
    const { teacher, service, series, ids } = await bookedSeries();
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: new Date('2027-04-01T15:00:00Z') });
    const refusal = await moveTeacherSeries({
      teacherId: teacher.id,
      seriesId: series.id,
      input: { fromSessionId: ids[1]!, startUtc: '2027-03-25T16:30:00.000Z' },
      now,
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
      details: [{ path: `sessions.${ids[2]}` }],
    });
    const stored = await db.session.findMany({ where: { seriesId: series.id }, orderBy: { startUtc: 'asc' } });
    expect(stored.map((s) => s.startUtc.toISOString())).toEqual(tuesdays);
    expect(stored.every((s) => s.rescheduleCount === 0)).toBe(true);
  });
});
