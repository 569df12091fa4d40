import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { calendarEventSyncRequestedEvent } from '@/lib/jobs/job-events';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { connectFakeCalendar, fakeCalendarForFile } from '@/test/calendar-connection';
import { calendarEventIdFor } from '@/lib/integrations/google-calendar/events/calendar-event-id';
import { requestCalendarEventSync } from '@/lib/notifications/request-calendar-event-sync';
import { syncSessionCalendarEvent } from './sync-session-calendar-event';

const fake = fakeCalendarForFile();

const writeCalendar = 'work@group.calendar.google.test';

async function sessionOf(status: 'scheduled' | 'pending_confirmation' = 'scheduled', connected = true) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const service = await createService({ teacherId: teacher.id, name: 'Spanish B1' });
  const student = await createStudent({ teacherId: teacher.id, name: 'Lucía Gómez' });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    status,
    isTrialSession: status === 'pending_confirmation',
  });
  if (connected) await connectFakeCalendar(fake, teacher.id, { writeCalendarId: writeCalendar });
  return { teacherId: teacher.id, sessionId: session.id };
}

const eventsOf = (sessionId: string) =>
  fake.events(writeCalendar).filter((event) => event.id === calendarEventIdFor(sessionId));
const setStatus = (sessionId: string, status: 'scheduled' | 'cancelled') =>
  db.session.update({ where: { id: sessionId }, data: { status } });

describe('syncSessionCalendarEvent', () => {
  it('confirming a trial writes one event, however often the job runs', async () => {
    const ids = await sessionOf('pending_confirmation');
    expect(await syncSessionCalendarEvent(ids)).toBe('skipped'); // waiting for the teacher: no event yet
    await setStatus(ids.sessionId, 'scheduled');
    expect(await syncSessionCalendarEvent(ids)).toBe('written');
    expect(await syncSessionCalendarEvent(ids)).toBe('written');
    // A lost answer: Google created the event but the id was never stored; the retry patches it.
    await db.session.update({ where: { id: ids.sessionId }, data: { calendarEventId: null } });
    expect(await syncSessionCalendarEvent(ids)).toBe('written');
    const events = eventsOf(ids.sessionId);
    expect(events).toHaveLength(1);
    expect(fake.events(writeCalendar).filter((event) => event.extendedProperties)).toHaveLength(
      fake.events(writeCalendar).length,
    );
    expect(events[0]).toMatchObject({ status: 'confirmed', summary: 'Spanish B1 · Lucía Gómez' });
    const stored = await db.session.findUniqueOrThrow({ where: { id: ids.sessionId } });
    expect(stored.calendarEventId).toBe(calendarEventIdFor(ids.sessionId));
    expect(events[0]!.start).toEqual({ dateTime: stored.startUtc.toISOString(), timeZone: 'Europe/Madrid' });
  });

  it('a booking whose first attempt meets a Google 500 is written once by the retry', async () => {
    const ids = await sessionOf();
    fake.failNext(500);
    await expect(syncSessionCalendarEvent(ids)).rejects.toMatchObject({ status: 503 });
    expect(eventsOf(ids.sessionId)).toHaveLength(0);
    expect(await syncSessionCalendarEvent(ids)).toBe('written');
    expect(await syncSessionCalendarEvent(ids)).toBe('written');
    expect(eventsOf(ids.sessionId)).toHaveLength(1);
  });

  it('a reschedule moves the same event', async () => {
    const ids = await sessionOf();
    await syncSessionCalendarEvent(ids);
    const moved = new Date(Date.now() + 10 * 24 * 3_600_000);
    moved.setUTCMinutes(0, 0, 0);
    await db.session.update({
      where: { id: ids.sessionId },
      data: { startUtc: moved, endUtc: new Date(moved.getTime() + 3_600_000) },
    });
    await syncSessionCalendarEvent(ids);
    await syncSessionCalendarEvent(ids);
    const events = eventsOf(ids.sessionId);
    expect(events).toHaveLength(1);
    expect(events[0]!.start).toMatchObject({ dateTime: moved.toISOString() });
  });

  it('a cancellation deletes the event once, retries included, and a rebooking restores it', async () => {
    const ids = await sessionOf();
    await syncSessionCalendarEvent(ids);
    await setStatus(ids.sessionId, 'cancelled');
    expect(await syncSessionCalendarEvent(ids)).toBe('deleted');
    expect(eventsOf(ids.sessionId)[0]).toMatchObject({ status: 'cancelled' });
    expect(await syncSessionCalendarEvent(ids)).toBe('skipped'); // nothing left to delete
    await db.session.update({
      where: { id: ids.sessionId },
      data: { calendarEventId: calendarEventIdFor(ids.sessionId) },
    });
    expect(await syncSessionCalendarEvent(ids)).toBe('deleted'); // Google's 410 for a deleted event is fine
    await setStatus(ids.sessionId, 'scheduled');
    expect(await syncSessionCalendarEvent(ids)).toBe('written');
    expect(eventsOf(ids.sessionId)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
  });

  it('does nothing without a write calendar, with a revoked grant, or for another teacher’s session', async () => {
    const unconnected = await sessionOf('scheduled', false);
    expect(await syncSessionCalendarEvent(unconnected)).toBe('skipped');
    const ids = await sessionOf();
    const other = await sessionOf();
    expect(await syncSessionCalendarEvent({ teacherId: other.teacherId, sessionId: ids.sessionId })).toBe('skipped');
    const connection = await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: ids.teacherId } });
    await db.calendarConnection.update({ where: { id: connection.id }, data: { status: 'needs_reauth' } });
    expect(await syncSessionCalendarEvent(ids)).toBe('skipped');
    expect(eventsOf(ids.sessionId)).toHaveLength(0);
  });
});

describe('requestCalendarEventSync', () => {
  const queued = (sessionId: string) =>
    db.outboxEffect.count({
      where: { kind: 'event', payload: { path: ['data', 'sessionId'], equals: sessionId } },
    });

  it('queues the job in the change’s transaction only for teachers with a write calendar', async () => {
    const ids = await sessionOf();
    const unconnected = await sessionOf('scheduled', false);
    await transaction(async (tx) => {
      await requestCalendarEventSync(tx, ids);
      await requestCalendarEventSync(tx, unconnected);
    });
    expect(await queued(ids.sessionId)).toBe(1);
    expect(await queued(unconnected.sessionId)).toBe(0);
    const row = await db.outboxEffect.findFirstOrThrow({
      where: { payload: { path: ['data', 'sessionId'], equals: ids.sessionId } },
    });
    expect(row.payload).toMatchObject({ name: calendarEventSyncRequestedEvent.name });
  });

  it('is asked for by every session notice (book, confirm, reschedule, cancel)', async () => {
    const ids = await sessionOf();
    for (const kind of ['booked', 'confirmed', 'rescheduled', 'cancelled'] as const) {
      await transaction((tx) => enqueueSessionNotice(tx, { ...ids, kind, actor: 'teacher' }));
    }
    expect(await queued(ids.sessionId)).toBe(4);
  });
});
