import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceSlots } from '@/lib/availability/get-service-availability';
import { defaultExternalBusySource, noExternalBusy } from '@/lib/availability/external-busy-source';
import { getCalendarWeek } from '@/lib/calendar-view/get-calendar-week';
import { db } from '@/lib/core/db';
import { clearExternalBusyCache } from '@/lib/core/external-busy-cache';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { resetCaldavBreaker } from '@/lib/integrations/caldav/caldav-breaker';
import { createAvailabilitySchedule, createService, createSession, createTeacher } from '@/test/factories';
import { startRadicale, type Radicale, type RadicaleUser } from '@/test/radicale';
import { connectCaldav } from './connect-caldav';
import { syncSessionCaldavEvent } from './sync-session-caldav-event';
import { updateCaldavConnection } from './update-caldav-connection';

let radicale: Radicale;
let user: RadicaleUser;
beforeAll(async () => {
  radicale = await startRadicale();
  user = radicale.users[0]!;
});
afterAll(() => radicale?.close());
beforeEach(() => {
  clearExternalBusyCache();
  resetCaldavBreaker();
});

const berlin = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return wallTimeToUtc(parseIsoDate(date), h * 60 + m, 'Europe/Berlin');
};

const berlinZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const ics = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...berlinZone, ...lines, 'END:VCALENDAR', ''].join('\r\n');

let calendarCount = 0;
/** A Berlin teacher (Mon-Fri 09-13, 15-19 Berlin), a 60-minute service, Radicale connected with a read calendar. */
async function connectedTeacher() {
  const teacher = await createTeacher({ timezone: 'Europe/Berlin' });
  await createAvailabilitySchedule({ teacherId: teacher.id, timezone: 'Europe/Berlin' });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  const name = `cal-${++calendarCount}-${teacher.id.slice(0, 8)}`;
  const calendarUrl = await radicale.makeCalendar(user, name, 'Work');
  const connection = await connectCaldav(teacher.id, { serverUrl: radicale.url, ...user });
  await updateCaldavConnection(teacher.id, connection.id, {
    readCalendarUrls: [calendarUrl],
    writeCalendarUrl: calendarUrl,
  });
  return { teacherId: teacher.id, serviceId: service.id, durationMinutes: 60, calendarUrl, connection };
}

type Setup = Awaited<ReturnType<typeof connectedTeacher>>;
const slotsOf = (setup: Setup, start: string, end: string, now: Date, external?: typeof noExternalBusy) =>
  serviceSlots(setup, { query: { serviceId: '', start, end } as never, now, external });

describe('CalDAV connection (against Radicale)', () => {
  it('stores the app password sealed and never answers it', async () => {
    const { teacherId, connection } = await connectedTeacher();
    expect(JSON.stringify(connection)).not.toContain(user.password);
    const row = await db.caldavConnection.findUniqueOrThrow({ where: { teacherId } });
    expect(row.encryptedPassword).not.toContain(user.password);
    expect(row.encryptedPassword).toMatch(/^v1\./);
  });

  it('refuses a wrong password before storing anything', async () => {
    const teacher = await createTeacher();
    await expect(
      connectCaldav(teacher.id, { serverUrl: radicale.url, username: user.username, password: 'wrong' }),
    ).rejects.toMatchObject({ code: 'CALDAV_LOGIN_REFUSED' });
    expect(await db.caldavConnection.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('removes exactly the busy slots, a weekly 10:00 Berlin event across the spring clock change', async () => {
    const setup = await connectedTeacher();
    const now = new Date(berlin('2027-03-15', '08:00'));
    // One recurring event in Berlin time: 09:00Z on the 22nd, 08:00Z on the 29th (DST began on the 28th).
    await radicale.putObject(
      user,
      setup.calendarUrl,
      'weekly',
      ics(
        'BEGIN:VEVENT',
        'UID:weekly-lesson@test',
        'DTSTAMP:20270101T000000Z',
        'DTSTART;TZID=Europe/Berlin:20270322T100000',
        'DTEND;TZID=Europe/Berlin:20270322T110000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
        'SUMMARY:Choir',
        'END:VEVENT',
      ),
    );
    // A transparent (free) event holds nothing.
    await radicale.putObject(
      user,
      setup.calendarUrl,
      'free',
      ics(
        'BEGIN:VEVENT',
        'UID:free@test',
        'DTSTAMP:20270101T000000Z',
        'DTSTART;TZID=Europe/Berlin:20270323T100000',
        'DTEND;TZID=Europe/Berlin:20270323T110000',
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      ),
    );
    const busy = ['2027-03-22', '2027-03-29'].map((date) => ({
      start: berlin(date, '10:00'),
      end: berlin(date, '11:00'),
    }));
    expect(busy.map((block) => new Date(block.start).toISOString())).toEqual([
      '2027-03-22T09:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
    ]);
    const before = await slotsOf(setup, '2027-03-22', '2027-03-29', now, noExternalBusy);
    const after = await slotsOf(setup, '2027-03-22', '2027-03-29', now);
    expect(after.meta).toEqual({ externalBusy: 'ok' });
    const kept = before.slots.filter(
      (slot) => !busy.some((block) => Date.parse(slot.startUtc) < block.end && Date.parse(slot.endUtc) > block.start),
    );
    expect(kept.length).toBeLessThan(before.slots.length);
    expect(after.slots.map((slot) => slot.startUtc)).toEqual(kept.map((slot) => slot.startUtc));
    const local = after.slots.map((slot) => slot.startLocal.slice(0, 16));
    for (const date of ['2027-03-22', '2027-03-29']) {
      expect(local).toContain(`${date}T09:00`);
      expect(local).not.toContain(`${date}T10:00`);
      expect(local).toContain(`${date}T11:00`);
    }
    expect(local).toContain('2027-03-23T10:00');
  });

  it('reports unavailable and offers every slot when the server does not answer', async () => {
    const setup = await connectedTeacher();
    await db.caldavConnection.update({
      where: { teacherId: setup.teacherId },
      data: { serverUrl: 'http://127.0.0.1:9/' },
    });
    const now = new Date(berlin('2027-01-01', '08:00'));
    const before = await slotsOf(setup, '2027-01-11', '2027-01-11', now, noExternalBusy);
    const after = await slotsOf(setup, '2027-01-11', '2027-01-11', now);
    expect(after.meta).toEqual({ externalBusy: 'unavailable' });
    expect(after.slots).toEqual(before.slots);
  });

  it('writes one event per session under retries and concurrent jobs, moves it, and removes it', async () => {
    const setup = await connectedTeacher();
    const session = await createSession({
      teacherId: setup.teacherId,
      serviceId: setup.serviceId,
      startUtc: new Date(berlin('2027-02-01', '10:00')),
    });
    const job = { teacherId: setup.teacherId, sessionId: session.id };
    expect(await syncSessionCaldavEvent(job)).toBe('written');
    await Promise.all([syncSessionCaldavEvent(job), syncSessionCaldavEvent(job), syncSessionCaldavEvent(job)]);
    let objects = await radicale.listObjects(user, setup.calendarUrl);
    expect(objects).toHaveLength(1);
    expect(objects[0]!.ics).toContain(`UID:lektio-session-${session.id}`);
    expect(objects[0]!.ics).toContain('DTSTART:20270201T090000Z');

    await db.session.update({
      where: { id: session.id },
      data: {
        startUtc: new Date(berlin('2027-02-02', '15:00')),
        endUtc: new Date(berlin('2027-02-02', '16:00')),
        rescheduleCount: 1,
      },
    });
    await syncSessionCaldavEvent(job);
    objects = await radicale.listObjects(user, setup.calendarUrl);
    expect(objects).toHaveLength(1);
    expect(objects[0]!.ics).toContain('DTSTART:20270202T140000Z');

    await db.session.update({ where: { id: session.id }, data: { status: 'cancelled' } });
    expect(await syncSessionCaldavEvent(job)).toBe('deleted');
    expect(await syncSessionCaldavEvent(job)).toBe('skipped');
    expect(await radicale.listObjects(user, setup.calendarUrl)).toHaveLength(0);
  });

  it("shows the read calendars' busy time on the calendar page's week", async () => {
    const setup = await connectedTeacher();
    await radicale.putObject(
      user,
      setup.calendarUrl,
      'dentist',
      ics(
        'BEGIN:VEVENT',
        'UID:dentist@test',
        'DTSTAMP:20270101T000000Z',
        'DTSTART;TZID=Europe/Berlin:20270303T160000',
        'DTEND;TZID=Europe/Berlin:20270303T170000',
        'END:VEVENT',
      ),
    );
    const week = await getCalendarWeek({
      teacherId: setup.teacherId,
      timeZone: 'Europe/Berlin',
      query: { date: '2027-03-03' },
      now: new Date('2027-03-01T07:00:00Z'),
      externalBusy: defaultExternalBusySource,
    });
    expect(week.externalBusy?.status).toBe('ok');
    expect(JSON.stringify(week.externalBusy?.blocks)).toContain('2027-03-03T16:00');
  });

  it('an empty read calendar removes no slot', async () => {
    const setup = await connectedTeacher();
    const now = new Date(berlin('2027-01-01', '08:00'));
    const after = await slotsOf(setup, '2027-01-11', '2027-01-11', now);
    const before = await slotsOf(setup, '2027-01-11', '2027-01-11', now, noExternalBusy);
    expect(after.slots).toEqual(before.slots);
  });
});
