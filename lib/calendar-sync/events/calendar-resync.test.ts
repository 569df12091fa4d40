import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resyncTeacherCalendarFunction } from '@/inngest/functions/calendar/resync-teacher-calendar';
import { syncSessionCalendarEventFunction } from '@/inngest/functions/calendar/sync-session-calendar-event';
import { db } from '@/lib/core/db';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { replayAfterReconnect } from '@/lib/google-connection/replay-after-reconnect';
import { storeGoogleGrant } from '@/lib/google-connection/store-google-grant';
import { startInProcessJobs, stopInProcessJobs, type InProcessJobRunner } from '@/lib/jobs/in-process-runner';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { connectFakeCalendar } from '@/test/calendar-connection';
import { startFakeCalendar, stubCalendarEnv, type FakeCalendar } from '@/test/fakes/google-calendar';
import { calendarEventIdFor } from '@/lib/integrations/google-calendar/events/calendar-event-id';
import { updateCalendarSettings } from '../settings/update-calendar-settings';
import { enqueueCalendarResyncPage } from './enqueue-calendar-resync-page';
import { syncSessionCalendarEvent } from './sync-session-calendar-event';

let fake: FakeCalendar;
let runner: InProcessJobRunner;
beforeAll(async () => {
  fake = await startFakeCalendar();
});
afterAll(() => fake.close());
beforeEach(async () => {
  stubCalendarEnv(fake);
  resetGoogleBreaker();
  runner = (await startInProcessJobs([syncSessionCalendarEventFunction, resyncTeacherCalendarFunction], {
    retryDelayMs: () => 5,
  }))!;
});
afterEach(async () => {
  await stopInProcessJobs();
  vi.unstubAllEnvs();
});

const work = 'work@group.calendar.google.test';
const primary = 'ana@gmail.test';

/** A teacher writing to `work`, with `count` upcoming sessions whose events are written there. */
async function teacherWithEvents(count = 2) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const service = await createService({ teacherId: teacher.id, name: 'Spanish B1' });
  const student = await createStudent({ teacherId: teacher.id, name: 'Lucía Gómez' });
  await connectFakeCalendar(fake, teacher.id, { writeCalendarId: work });
  const sessionIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    expect(await syncSessionCalendarEvent({ teacherId: teacher.id, sessionId: session.id })).toBe('written');
    sessionIds.push(session.id);
  }
  return { teacherId: teacher.id, serviceId: service.id, studentId: student.id, sessionIds };
}

/** The session's events in `calendarId`, live ones unless told otherwise. */
const eventsIn = (calendarId: string, sessionId: string, status = 'confirmed') =>
  fake.events(calendarId).filter((event) => event.id === calendarEventIdFor(sessionId) && event.status === status);

const chooseWriteCalendar = (teacherId: string, writeCalendarId: string) =>
  updateCalendarSettings(teacherId, { readCalendarIds: [], writeCalendarId });

async function expectOnlyIn(calendarId: string, sessionIds: string[]) {
  for (const sessionId of sessionIds) {
    for (const entry of [primary, work]) {
      expect(eventsIn(entry, sessionId), `${sessionId} in ${entry}`).toHaveLength(entry === calendarId ? 1 : 0);
    }
    const stored = await db.session.findUniqueOrThrow({ where: { id: sessionId } });
    expect(stored).toMatchObject({
      calendarEventId: calendarEventIdFor(sessionId),
      calendarEventCalendarId: calendarId,
    });
  }
}

describe('changing the write calendar', () => {
  it('moves every upcoming event to the new calendar exactly once, retries included', async () => {
    const { teacherId, sessionIds } = await teacherWithEvents(3);
    await expectOnlyIn(work, sessionIds);

    await chooseWriteCalendar(teacherId, primary);
    await runner.idle();
    await expectOnlyIn(primary, sessionIds);

    // Retries and repeats: the same jobs twice more, and the resync again.
    for (const sessionId of sessionIds) {
      expect(await syncSessionCalendarEvent({ teacherId, sessionId })).toBe('written');
      expect(await syncSessionCalendarEvent({ teacherId, sessionId })).toBe('written');
    }
    await chooseWriteCalendar(teacherId, primary);
    await runner.idle();
    await expectOnlyIn(primary, sessionIds);

    // And back again.
    await chooseWriteCalendar(teacherId, work);
    await runner.idle();
    await expectOnlyIn(work, sessionIds);
  });

  it('converges when the move was done but not recorded, or the new calendar has the id already', async () => {
    const { teacherId, sessionIds } = await teacherWithEvents(1);
    const sessionId = sessionIds[0]!;
    await chooseWriteCalendar(teacherId, primary);
    await runner.idle();
    // A crash after Google moved the event, before the row was updated: the move is retried and 404s.
    await db.session.update({ where: { id: sessionId }, data: { calendarEventCalendarId: work } });
    expect(await syncSessionCalendarEvent({ teacherId, sessionId })).toBe('written');
    await expectOnlyIn(primary, [sessionId]);

    // Cancelled in `primary` (Google keeps it as cancelled), rebooked into `work`, then moved to
    // `primary` again: the move meets the cancelled id (409), so it is deleted in `work` and restored.
    await db.session.update({ where: { id: sessionId }, data: { status: 'cancelled' } });
    expect(await syncSessionCalendarEvent({ teacherId, sessionId })).toBe('deleted');
    await db.calendarConnection.update({ where: { teacherId }, data: { writeCalendarId: work } });
    await db.session.update({ where: { id: sessionId }, data: { status: 'scheduled' } });
    expect(await syncSessionCalendarEvent({ teacherId, sessionId })).toBe('written');
    await expectOnlyIn(work, [sessionId]);
    await chooseWriteCalendar(teacherId, primary);
    await runner.idle();
    await expectOnlyIn(primary, [sessionId]);
    expect(eventsIn(work, sessionId, 'cancelled')).toHaveLength(1);
  });

  it('finds events written before their calendar was recorded (NULL) and moves them', async () => {
    const { teacherId, sessionIds } = await teacherWithEvents(2);
    await db.session.updateMany({ where: { id: { in: sessionIds } }, data: { calendarEventCalendarId: null } });
    await chooseWriteCalendar(teacherId, primary);
    await runner.idle();
    await expectOnlyIn(primary, sessionIds);

    // NULL while the event is in the write calendar itself: found there and patched in place.
    await db.session.updateMany({ where: { id: { in: sessionIds } }, data: { calendarEventCalendarId: null } });
    expect(await syncSessionCalendarEvent({ teacherId, sessionId: sessionIds[0]! })).toBe('written');
    await expectOnlyIn(primary, [sessionIds[0]!]);
  });

  it('deletes a cancelled session’s event in the calendar that holds it', async () => {
    const { teacherId, sessionIds } = await teacherWithEvents(1);
    const sessionId = sessionIds[0]!;
    await db.calendarConnection.update({ where: { teacherId }, data: { writeCalendarId: primary } });
    await db.session.update({ where: { id: sessionId }, data: { status: 'cancelled' } });
    expect(await syncSessionCalendarEvent({ teacherId, sessionId })).toBe('deleted');
    expect(eventsIn(work, sessionId, 'cancelled')).toHaveLength(1);
    expect(fake.events(primary).filter((event) => event.id === calendarEventIdFor(sessionId))).toHaveLength(0);
    expect(await db.session.findUniqueOrThrow({ where: { id: sessionId } })).toMatchObject({
      calendarEventId: null,
      calendarEventCalendarId: null,
    });
  });

  it('leaves another teacher’s events where they are', async () => {
    const other = await teacherWithEvents(1);
    const { teacherId, sessionIds } = await teacherWithEvents(1);
    await chooseWriteCalendar(teacherId, primary);
    await runner.idle();
    await expectOnlyIn(primary, sessionIds);
    await expectOnlyIn(work, other.sessionIds);
  });
});

describe('reconnecting after needs_reauth', () => {
  const reconnect = (teacherId: string) =>
    transaction(async (tx) => {
      await replayAfterReconnect(tx, teacherId, 'calendar');
      await storeGoogleGrant(tx, teacherId, 'calendar', {
        accountEmail: 'ana@gmail.test',
        refreshToken: fake.addRefreshToken(),
      });
    });

  it('replays what changed meanwhile: a cancellation is deleted, a new booking written', async () => {
    const { teacherId, serviceId, studentId, sessionIds } = await teacherWithEvents(2);
    const [cancelled, kept] = sessionIds as [string, string];
    await db.calendarConnection.update({ where: { teacherId }, data: { status: 'needs_reauth' } });

    await db.session.update({ where: { id: cancelled }, data: { status: 'cancelled' } });
    await transaction((tx) =>
      enqueueSessionNotice(tx, { teacherId, sessionId: cancelled, kind: 'cancelled', actor: 'teacher' }),
    );
    const booked = await createSession({ teacherId, serviceId, studentId });
    await transaction((tx) =>
      enqueueSessionNotice(tx, { teacherId, sessionId: booked.id, kind: 'booked', actor: 'student' }),
    );
    // A job that did run meanwhile was skipped.
    expect(await syncSessionCalendarEvent({ teacherId, sessionId: booked.id })).toBe('skipped');
    await runner.idle();
    expect(eventsIn(work, cancelled)).toHaveLength(1);
    expect(eventsIn(work, booked.id)).toHaveLength(0);

    await reconnect(teacherId);
    await runner.idle();
    expect(eventsIn(work, cancelled)).toHaveLength(0);
    expect(eventsIn(work, cancelled, 'cancelled')).toHaveLength(1);
    await expectOnlyIn(work, [kept, booked.id]);
    expect((await db.session.findUniqueOrThrow({ where: { id: cancelled } })).calendarEventId).toBeNull();
  });

  it('asks for no resync when the grant was not waiting for a reconnect', async () => {
    const { teacherId } = await teacherWithEvents(0);
    const requested = () =>
      db.outboxEffect.count({
        where: { kind: 'event', payload: { path: ['data', 'teacherId'], equals: teacherId } },
      });
    const before = await requested();
    await reconnect(teacherId);
    expect(await requested()).toBe(before);
  });
});

describe('enqueueCalendarResyncPage', () => {
  it('pages a teacher’s upcoming and still-written cancelled sessions by id, nothing else', async () => {
    const { teacherId, serviceId, studentId } = await teacherWithEvents(0);
    const other = await teacherWithEvents(1);
    const upcoming = [];
    for (let i = 0; i < 3; i++) upcoming.push((await createSession({ teacherId, serviceId, studentId })).id);
    const past = await createSession({
      teacherId,
      serviceId,
      studentId,
      startUtc: new Date(Date.now() - 3 * 86_400_000),
    });
    const cancelledWithEvent = await createSession({
      teacherId,
      serviceId,
      studentId,
      status: 'cancelled',
      startUtc: new Date(Date.now() - 30 * 86_400_000),
      calendarEventId: 'lektioold',
    });
    await createSession({ teacherId, serviceId, studentId, status: 'cancelled' });

    const first = await enqueueCalendarResyncPage({ teacherId, reason: 'reconnected' }, { after: null, limit: 2 });
    expect(first).toMatchObject({ sent: 2, next: expect.any(String) });
    const second = await enqueueCalendarResyncPage(
      { teacherId, reason: 'reconnected' },
      { after: first.next, limit: 2 },
    );
    expect(second).toMatchObject({ sent: 2, next: expect.any(String) }); // a full page: maybe more
    expect(
      await enqueueCalendarResyncPage({ teacherId, reason: 'reconnected' }, { after: second.next, limit: 2 }),
    ).toEqual({ sent: 0, next: null });
    const queued = await db.outboxEffect.findMany({
      where: { kind: 'event', payload: { path: ['data', 'teacherId'], equals: teacherId } },
      select: { payload: true },
    });
    const queuedIds = queued.map((row) => (row.payload as { data: { sessionId?: string } }).data.sessionId);
    expect(queuedIds.filter(Boolean).sort()).toEqual([...upcoming, cancelledWithEvent.id].sort());
    expect(queuedIds).not.toContain(past.id);
    expect(queuedIds).not.toContain(other.sessionIds[0]);
    await runner.idle();
  });
});
