import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { flushOutbox } from '@/lib/outbox/after-commit';
import { createSession } from '@/test/factories';
import { erasedStudentCancellationReason } from './cancel-future-sessions';
import { eraseStudent } from './erase-student';
import { studentWithHistory } from '@/test/privacy/student-with-history';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

const effectsSince = (since: Date, kind: 'email' | 'event', name?: string) =>
  db.$queryRaw<{ payload: { name?: string; to?: string; data?: { sessionId?: string } } }[]>`
    SELECT "payload" FROM "outbox_effects"
     WHERE "kind"::text = ${kind} AND "createdAt" >= ${since}
       AND (${name ?? null}::text IS NULL OR "payload"->>'name' = ${name ?? null})`;

describe('eraseStudent and the lessons still to come', () => {
  it('cancels the student’s future lessons as the system, releases their seats in others’, keeps past ones, writes to nobody', async () => {
    const set = await studentWithHistory();
    const { teacher, service, student, other, otherSession } = set;
    const mine = { teacherId: teacher.id, serviceId: service.id };
    await db.calendarConnection.create({
      data: {
        teacherId: teacher.id,
        accountEmail: 'cal@example.test',
        encryptedRefreshToken: 'x',
        writeCalendarId: 'w',
      },
    });
    const series = await db.sessionSeries.create({
      data: {
        ...mine,
        studentId: student.id,
        frequency: 'weekly',
        localTime: '10:00',
        weekday: 2,
        timezone: 'UTC',
        createdBy: 'teacher',
      },
    });
    const alone = await createSession({ ...mine, studentId: student.id, seriesId: series.id });
    const hold = await createSession({ ...mine, studentId: student.id, status: 'hold' });
    const toReview = await createSession({ ...mine, studentId: student.id, status: 'pending_review' });
    const past = await createSession({
      ...mine,
      studentId: student.id,
      status: 'scheduled',
      startUtc: new Date(Date.now() - 2 * day - 5 * hour),
    });
    // A group lesson of theirs the other student also attends, and one of the other's they joined.
    const theirsShared = await createSession({ ...mine, studentId: student.id });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: theirsShared.id, studentId: other.id },
    });
    const joined = await createSession({ ...mine, studentId: other.id });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: joined.id, studentId: student.id },
    });
    await flushOutbox();
    const since = new Date();

    const report = await eraseStudent({
      teacherId: teacher.id,
      studentId: student.id,
      actor: { type: 'system', id: null },
    });

    expect(report.counts).toMatchObject({ futureSessionsCancelled: 3, futureSeatsReleased: 2, seriesEnded: 1 });
    for (const { id } of [alone, hold, toReview]) {
      const session = await db.session.findUniqueOrThrow({ where: { id } });
      expect(session).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'system',
        cancellationReason: erasedStudentCancellationReason,
      });
      expect(session.cancelledAt).not.toBeNull();
    }
    // The past lesson stays as it was (its content cleared as before).
    expect(await db.session.findUniqueOrThrow({ where: { id: past.id } })).toMatchObject({
      status: 'scheduled',
      cancelledBy: null,
    });
    // The shared lesson goes on with the other student as its primary student.
    expect(await db.session.findUniqueOrThrow({ where: { id: theirsShared.id } })).toMatchObject({
      status: 'scheduled',
      studentId: other.id,
    });
    const seats = (sessionId: string) =>
      db.sessionParticipant.findMany({ where: { sessionId }, select: { studentId: true, status: true } });
    expect(await seats(theirsShared.id)).toEqual([{ studentId: student.id, status: 'cancelled' }]);
    expect(await seats(joined.id)).toEqual([{ studentId: student.id, status: 'cancelled' }]);
    expect(await db.session.findUniqueOrThrow({ where: { id: joined.id } })).toMatchObject({
      status: 'scheduled',
      studentId: other.id,
    });
    // Another student's lesson is untouched.
    expect(await db.session.findUniqueOrThrow({ where: { id: otherSession.id } })).toMatchObject({
      status: 'scheduled',
      summary: 'Other summary',
    });
    expect((await db.sessionSeries.findUniqueOrThrow({ where: { id: series.id } })).endedAt).not.toBeNull();

    // Nobody is written to; the teacher's calendar follows every changed lesson.
    expect(await effectsSince(since, 'email')).toEqual([]);
    const synced = await effectsSince(since, 'event', 'calendar/session-event.sync-requested');
    expect(synced.map((effect) => effect.payload.data?.sessionId).sort()).toEqual(
      [alone.id, hold.id, toReview.id, theirsShared.id, joined.id].sort(),
    );
    await flushOutbox();
    expect(await db.emailOutbox.count({ where: { to: set.identity.email } })).toBe(0);

    // Idempotent: nothing left to cancel.
    const again = await eraseStudent({
      teacherId: teacher.id,
      studentId: student.id,
      actor: { type: 'system', id: null },
    });
    expect(again.counts).toMatchObject({ futureSessionsCancelled: 0, futureSeatsReleased: 0, seriesEnded: 0 });
  });
});
