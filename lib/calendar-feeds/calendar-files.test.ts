/**
 * Every kind of calendar file Lektio makes, read back by two independent parsers from the registries
 * (ical.js, node-ical) and checked field by field: the invitations attached to the booking, move,
 * reminder and cancellation e-mails (METHOD REQUEST, CANCEL) and to a trial's confirmation, each
 * lesson of a series across Madrid's clock change, and the teacher's and the student's private feeds;
 * for people and a service whose names hold quotes, commas, semicolons, a backslash and non-ASCII.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelSession } from '@/lib/booking/cancel-session';
import { createTeacherSession } from '@/lib/booking/create-teacher-session';
import { rescheduleTeacherSession } from '@/lib/booking/reschedule-teacher-session';
import { createTeacherSeries } from '@/lib/booking/series/create-teacher-series';
import { confirmTrial } from '@/lib/booking/trials/decide-trial';
import { db } from '@/lib/core/db';
import { utcToWallTime } from '@/lib/core/time';
import { mailTo } from '@/test/notifications/mail-to';
import { sendDueReminders } from '@/lib/notifications/send-due-reminders';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { calendarParsers, icsShapeProblems, type ParsedCalendar, type ParsedPerson } from '@/test/calendar-parsers';
import { buildCalendarFeed } from './build-calendar-feed';
import { rotateCalendarFeed } from './rotate-calendar-feed';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

const hour = 60 * 60 * 1000;
/** Years ahead, so no other test's session is in this reminder run's window. */
const now = new Date('2051-03-01T09:00:00Z');
/** Madrid changes its clock on Sunday 26 March 2051: 16:00 is 15:00Z before, 14:00Z after. */
const seriesStarts = [
  '2051-03-14T15:00:00.000Z',
  '2051-03-21T15:00:00.000Z',
  '2051-03-28T14:00:00.000Z',
  '2051-04-04T14:00:00.000Z',
];

const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);
const madridClock = (at: Date) => {
  const { minuteOfDay } = utcToWallTime(at.getTime(), 'Europe/Madrid');
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
};

async function scene() {
  const teacher = await createTeacher({ name: 'Robert "Bob" Smith, Jr.', timezone: 'Europe/Madrid' });
  const service = await createService({
    teacherId: teacher.id,
    name: 'Piano; jazz, "blue" — niveau 1',
    durationMinutes: 60,
  });
  const zoe = await createStudent({
    teacherId: teacher.id,
    name: 'Zoë "Zo" Ñandú; Øre-山田',
    timezone: 'America/New_York',
  });
  const anna = await createStudent({ teacherId: teacher.id, name: 'Smith, Anna \\ "Ann"', timezone: 'Europe/Madrid' });
  return { teacher, service, zoe, anna };
}

type Person = { name: string; email: string };
const person = ({ name, email }: Person): ParsedPerson => ({ name, email });

/** Each parser's reading of `text`, after the shape rules; both read the same fields. */
function readEverywhere(text: string): { parser: string; calendar: ParsedCalendar }[] {
  expect(icsShapeProblems(text)).toEqual([]);
  return calendarParsers.map((parser) => ({ parser: parser.name, calendar: parser.parse(text) }));
}

/** A person as the parser read them. node-ical 0.27 cuts a quoted parameter at its ';' (RFC 5545 allows it). */
function expectPerson(parser: string, read: ParsedPerson | null | undefined, expected: Person) {
  expect(read?.email).toBe(expected.email);
  if (parser === 'node-ical' && expected.name.includes(';')) return;
  expect(read).toEqual(person(expected));
}

/** The invitations of the e-mails sent to `email`, oldest first: raw text as attached, and the method named. */
async function invitations(email: string) {
  const mails = await mailTo(email);
  return mails.map((mail) => {
    expect(mail.files).toHaveLength(1);
    const [file] = mail.files;
    return {
      subject: mail.subject,
      method: /method=(\w+)/.exec(file!.contentType)![1],
      text: Buffer.from(file!.contentBase64, 'base64').toString('utf8'),
    };
  });
}

describe('every calendar file, read by ical.js and node-ical', () => {
  it("a lesson's invitations: booked (REQUEST 0), moved (REQUEST 1), reminded (REQUEST 1), cancelled (CANCEL 2)", async () => {
    const { teacher, service, zoe } = await scene();
    const start = new Date('2051-03-07T15:00:00Z');
    const booked = await createTeacherSession({
      teacherId: teacher.id,
      input: { serviceId: service.id, studentId: zoe.id, startUtc: start.toISOString() },
      now,
    });
    const movedTo = new Date(start.getTime() + 24 * hour);
    await rescheduleTeacherSession({
      teacherId: teacher.id,
      sessionId: booked.id,
      input: { startUtc: movedTo.toISOString() },
      now,
    });
    await sendDueReminders({ now: new Date(start.getTime() + 2 * hour) });
    await cancelSession({ teacherId: teacher.id, sessionId: booked.id, input: {}, now });

    const files = await invitations(zoe.email);
    expect(files.map((file) => [file.subject.split(':')[0], file.method])).toEqual([
      ['Booked', 'REQUEST'],
      ['Moved', 'REQUEST'],
      ['Reminder', 'REQUEST'],
      ['Cancelled', 'CANCEL'],
    ]);
    const expected = [
      { start, sequence: 0, status: 'CONFIRMED' },
      { start: movedTo, sequence: 1, status: 'CONFIRMED' },
      { start: movedTo, sequence: 1, status: 'CONFIRMED' },
      { start: movedTo, sequence: 2, status: 'CANCELLED' },
    ];
    for (const [index, file] of files.entries()) {
      for (const { parser, calendar } of readEverywhere(file.text)) {
        expect(calendar).toMatchObject({ method: file.method, timezone: 'Europe/Madrid' });
        expect(calendar.events).toHaveLength(1);
        const [event] = calendar.events;
        expect(event).toMatchObject({
          uid: `${booked.id}@lektio`,
          start: expected[index]!.start,
          end: new Date(expected[index]!.start.getTime() + hour),
          utc: true,
          summary: `${service.name} with ${teacher.name}`,
          sequence: expected[index]!.sequence,
          status: expected[index]!.status,
          url: 'http://localhost:3000/portal',
          rrule: null,
          exdates: [],
        });
        expect(event!.description).toContain('http://localhost:3000/portal');
        expectPerson(parser, event!.organizer, teacher);
        expect(event!.attendees).toHaveLength(1);
        expectPerson(parser, event!.attendees[0], zoe);
        // An e-mail's DTSTAMP is when it was made (RFC 5546): never before the previous one.
        if (index > 0) {
          const previous = calendarParsers.find((one) => one.name === parser)!.parse(files[index - 1]!.text);
          expect(event!.stamp.getTime()).toBeGreaterThanOrEqual(previous.events[0]!.stamp.getTime());
        }
      }
    }
  });

  it("a trial's confirmation carries REQUEST 0 for the trial's UID, the student named with a comma and a backslash", async () => {
    const { teacher, service, anna } = await scene();
    const trial = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: anna.id,
      startUtc: new Date('2051-03-09T10:00:00Z'),
      status: 'pending_confirmation',
      isTrialSession: true,
      timezone: 'Europe/Madrid',
    });
    await confirmTrial({ teacherId: teacher.id, sessionId: trial.id });
    const [confirmation, ...more] = await invitations(anna.email);
    expect(more).toEqual([]);
    expect(confirmation!.method).toBe('REQUEST');
    for (const { parser, calendar } of readEverywhere(confirmation!.text)) {
      expect(calendar.method).toBe('REQUEST');
      const [event] = calendar.events;
      expect(event).toMatchObject({
        uid: `${trial.id}@lektio`,
        start: trial.startUtc,
        end: trial.endUtc,
        utc: true,
        sequence: 0,
        status: 'CONFIRMED',
        summary: `${service.name} with ${teacher.name}`,
      });
      expectPerson(parser, event!.organizer, teacher);
      expectPerson(parser, event!.attendees[0], anna);
    }
  });

  it('a series across the clock change: one invitation per lesson, 16:00 on the Madrid clock before and after', async () => {
    const { teacher, service, zoe } = await scene();
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: zoe.id, validUntil: null });
    const series = await createTeacherSeries({
      teacherId: teacher.id,
      input: {
        serviceId: service.id,
        studentId: zoe.id,
        frequency: 'weekly',
        occurrences: seriesStarts.map((startUtc) => ({ startUtc })),
      },
      now,
    });
    const ids = series.occurrences.map((occurrence) => occurrence.sessionId);
    const files = await invitations(zoe.email);
    expect(files).toHaveLength(seriesStarts.length);
    for (const { parser } of calendarParsers.map((one) => ({ parser: one.name }))) {
      const events = files
        .flatMap((file) => readEverywhere(file.text).find((read) => read.parser === parser)!.calendar.events)
        .sort((a, b) => a.start.getTime() - b.start.getTime());
      expect(events.map((event) => event.uid)).toEqual(ids.map((id) => `${id}@lektio`));
      expect(events.map((event) => event.start.toISOString())).toEqual(seriesStarts);
      expect(events.map((event) => madridClock(event.start))).toEqual(['16:00', '16:00', '16:00', '16:00']);
      expect(events.map((event) => event.end.getTime() - event.start.getTime())).toEqual(seriesStarts.map(() => hour));
      for (const event of events) expect(event).toMatchObject({ utc: true, sequence: 0, rrule: null, exdates: [] });
    }
  });

  it("the teacher's and the student's feeds: every event's fields, and the same file at the next refresh", async () => {
    const { teacher, service, zoe, anna } = await scene();
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: zoe.id, validUntil: null });
    const series = await createTeacherSeries({
      teacherId: teacher.id,
      input: {
        serviceId: service.id,
        studentId: zoe.id,
        frequency: 'weekly',
        occurrences: seriesStarts.map((startUtc) => ({ startUtc })),
      },
      now,
    });
    const trial = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: anna.id,
      startUtc: new Date('2051-03-09T10:00:00Z'),
      status: 'pending_confirmation',
      isTrialSession: true,
      meetingUrl: 'https://meet.example.test/a,b;c',
      rescheduleCount: 1,
    });
    const sessions = await db.session.findMany({
      where: { id: { in: [trial.id, ...series.occurrences.map((occurrence) => occurrence.sessionId)] } },
      orderBy: { startUtc: 'asc' },
    });
    const teacherFile = (await rotateCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id } })).url!;
    const zoeFile = (await rotateCalendarFeed({ owner: { role: 'student', teacherId: teacher.id, studentId: zoe.id } }))
      .url!;
    const feedOf = (url: string, at = now) => buildCalendarFeed({ file: url.split('/').pop()!, now: at });

    const teacherFeed = await feedOf(teacherFile);
    expect(await feedOf(teacherFile, new Date(now.getTime() + 6 * hour))).toBe(teacherFeed);
    for (const { calendar } of readEverywhere(teacherFeed)) {
      expect(calendar).toMatchObject({ method: null, name: `Lektio · ${teacher.name}` });
      expect(calendar.events.map((event) => event.uid)).toEqual(sessions.map((session) => `${session.id}@lektio`));
      for (const [index, session] of sessions.entries()) {
        const isTrial = session.id === trial.id;
        expect(calendar.events[index]).toMatchObject({
          start: session.startUtc,
          end: session.endUtc,
          utc: true,
          summary: `${service.name} · ${isTrial ? anna.name : zoe.name}`,
          status: isTrial ? 'TENTATIVE' : 'CONFIRMED',
          sequence: session.rescheduleCount,
          stamp: toSecond(session.updatedAt),
          lastModified: toSecond(session.updatedAt),
          location: isTrial ? 'https://meet.example.test/a,b;c' : null,
          url: isTrial ? 'https://meet.example.test/a,b;c' : null,
          organizer: null,
          attendees: [],
          rrule: null,
          exdates: [],
        });
      }
    }

    const zoeFeed = await feedOf(zoeFile);
    expect(await feedOf(zoeFile, new Date(now.getTime() + 6 * hour))).toBe(zoeFeed);
    for (const { calendar } of readEverywhere(zoeFeed)) {
      expect(calendar.name).toBe(`Lessons with ${teacher.name}`);
      const lessons = sessions.filter((session) => session.id !== trial.id);
      expect(calendar.events.map((event) => [event.uid, event.start, event.summary])).toEqual(
        lessons.map((session) => [`${session.id}@lektio`, session.startUtc, `${service.name} with ${teacher.name}`]),
      );
      expect(calendar.events.map((event) => madridClock(event.start))).toEqual(['16:00', '16:00', '16:00', '16:00']);
      expect(JSON.stringify(calendar)).not.toContain('Anna');
    }
  });
});
