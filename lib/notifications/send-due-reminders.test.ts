import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { cancelSession } from '@/lib/booking/cancel-session';
import { rescheduleTeacherSession } from '@/lib/booking/reschedule-teacher-session';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { mailTo } from '@/test/notifications/mail-to';
import { setUpSimulatedSms, textsTo } from '@/test/sms/sms-simulator';
import { sendDueReminders } from './send-due-reminders';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says
const sms = setUpSimulatedSms();

const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;
/**
 * Each test runs the job at its own instant years ahead, so the sessions other tests leave in the
 * database are never in its window (the job is for every teacher at once).
 */
let year = 2040;
const clock = () => new Date(Date.UTC(year++, 0, 15, 12));
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

async function teacherWithStudent(teacher: object = {}, student: object = {}) {
  const owner = await createTeacher(teacher);
  const service = await createService({ teacherId: owner.id, name: 'Piano lesson' });
  const pupil = await createStudent({ teacherId: owner.id, timezone: 'Europe/Paris', ...student });
  const at = (startUtc: Date, status: 'scheduled' | 'cancelled' = 'scheduled') =>
    createSession({
      teacherId: owner.id,
      serviceId: service.id,
      studentId: pupil.id,
      startUtc,
      status,
      meetingUrl: null,
    });
  return { teacher: owner, student: pupil, at };
}

const claims = (sessionId: string) =>
  db.sentReminder.findMany({ where: { sessionId }, orderBy: { offsetMinutes: 'desc' } });

describe('sendDueReminders', () => {
  it('reminds a scheduled session a day ahead (the default offset) once, with its invitation, and nothing else', async () => {
    const now = clock();
    const { teacher, student, at } = await teacherWithStudent();
    const due = await at(later(now, 3 * hour));
    const notYet = await at(later(now, day + hour));
    const cancelled = await at(later(now, 5 * hour), 'cancelled');
    const started = await at(later(now, -10 * minute));

    expect(await sendDueReminders({ now })).toMatchObject({ reminded: 1, skipped: 0, emails: 1, texts: 0 });
    expect(await claims(due.id)).toMatchObject([{ offsetMinutes: 1440, startsAt: due.startUtc }]);
    for (const session of [notYet, cancelled, started]) expect(await claims(session.id)).toEqual([]);

    const [reminder, ...more] = await mailTo(student.email);
    expect(more).toEqual([]);
    expect(reminder!.subject).toMatch(/^Reminder: Piano lesson, \w{3} 15 Jan, 16:00$/); // 15:00Z on the Paris clock
    expect(reminder!.files[0]!.text).toContain(`UID:${due.id}@lektio`);
    expect(await mailTo(teacher.email)).toEqual([]);

    // The next run (and a restart: the claims are rows) finds nothing new.
    expect(await sendDueReminders({ now: later(now, 5 * minute) })).toMatchObject({ reminded: 0 });
    expect(await mailTo(student.email)).toHaveLength(1);
  });

  it("reminds at each of the teacher's offsets once; offsets due together make one message", async () => {
    const now = clock();
    const { student, at } = await teacherWithStudent({ reminderOffsetsMinutes: [2880, 1440, 60] });
    const session = await at(later(now, 30 * hour)); // the two-day reminder is due now, the others later
    const lateBooking = await at(later(now, 50 * minute)); // every offset already due: one reminder

    expect(await sendDueReminders({ now })).toMatchObject({ reminded: 2, emails: 2 });
    expect((await claims(lateBooking.id)).map((row) => row.offsetMinutes)).toEqual([2880, 1440, 60]);
    expect(await sendDueReminders({ now: later(now, 5 * hour) })).toMatchObject({ reminded: 0 });
    expect(await sendDueReminders({ now: later(now, 6 * hour) })).toMatchObject({ reminded: 1 }); // 24 h before
    expect(await sendDueReminders({ now: later(now, 29 * hour) })).toMatchObject({ reminded: 1 }); // 1 h before
    expect(await sendDueReminders({ now: later(now, 29 * hour + 5 * minute) })).toMatchObject({ reminded: 0 });
    expect((await claims(session.id)).map((row) => row.offsetMinutes)).toEqual([2880, 1440, 60]);
    expect(await mailTo(student.email)).toHaveLength(4);
  });

  it('two instances running the job at the same time send each reminder once', async () => {
    const now = clock();
    const { student, at } = await teacherWithStudent({ reminderOffsetsMinutes: [1440, 120] });
    for (let i = 0; i < 6; i += 1) await at(later(now, (i + 1) * 3 * hour));
    const runs = await Promise.all([sendDueReminders({ now }), sendDueReminders({ now })]);
    expect(runs[0].reminded + runs[1].reminded).toBe(6);
    expect(await mailTo(student.email)).toHaveLength(6);
    const second = await Promise.all([
      sendDueReminders({ now: later(now, 2 * hour) }),
      sendDueReminders({ now: later(now, 2 * hour) }),
    ]);
    expect(second[0].reminded + second[1].reminded).toBe(1); // the 120-minute reminder of the first session
    expect(await mailTo(student.email)).toHaveLength(7);
  });

  it('a move across an offset reminds again at the new time; a move into the window sends the move, not a stale reminder', async () => {
    const now = clock();
    const { teacher, student, at } = await teacherWithStudent();
    const session = await at(later(now, 5 * hour));
    await sendDueReminders({ now });
    expect(await mailTo(student.email)).toHaveLength(1);

    // Moved three days on, an hour later: the day-ahead reminder of the new time goes out when it comes.
    const movedAt = later(now, hour);
    await rescheduleTeacherSession({
      teacherId: teacher.id,
      sessionId: session.id,
      input: { startUtc: later(now, 3 * day).toISOString() },
      now: movedAt,
    });
    const afterMove = (await mailTo(student.email)).length; // the reschedule notice
    expect(await sendDueReminders({ now: later(now, 2 * hour) })).toMatchObject({ reminded: 0 });
    expect(await sendDueReminders({ now: later(now, 2 * day) })).toMatchObject({ reminded: 1 });
    expect(await mailTo(student.email)).toHaveLength(afterMove + 1);

    // Moved again, to 6 hours ahead: its notice says the time; no reminder of it follows.
    const last = later(now, 2 * day + hour);
    await rescheduleTeacherSession({
      teacherId: teacher.id,
      sessionId: session.id,
      input: { startUtc: later(last, 6 * hour).toISOString() },
      now: last,
    });
    const afterSecondMove = (await mailTo(student.email)).length;
    expect(await sendDueReminders({ now: later(last, 5 * minute) })).toMatchObject({ reminded: 0 });
    expect(await mailTo(student.email)).toHaveLength(afterSecondMove);
  });

  it('a cancellation after a reminder sends the cancellation and no later reminder', async () => {
    const now = clock();
    const { teacher, student, at } = await teacherWithStudent({ reminderOffsetsMinutes: [1440, 60] });
    const session = await at(later(now, 5 * hour));
    await sendDueReminders({ now });
    await cancelSession({ teacherId: teacher.id, sessionId: session.id, input: {}, now: later(now, hour) });
    const mails = await mailTo(student.email);
    expect(await sendDueReminders({ now: later(now, 4 * hour + 5 * minute) })).toMatchObject({ reminded: 0 });
    expect(await mailTo(student.email)).toHaveLength(mails.length);
    expect(mails.at(-1)!.subject).toMatch(/cancel/i);
  });

  it("claims (and skips) the sessions of a teacher who turned reminders off; other teachers' go out", async () => {
    const now = clock();
    const quiet = await teacherWithStudent({ notificationPreferences: { sessionReminder: false } });
    const keen = await teacherWithStudent();
    const muted = await quiet.at(later(now, 2 * hour));
    await keen.at(later(now, 2 * hour));
    expect(await sendDueReminders({ now })).toMatchObject({ reminded: 1, skipped: 1, emails: 1 });
    expect(await mailTo(quiet.student.email)).toEqual([]);
    expect(await claims(muted.id)).toHaveLength(1);
  });

  it('texts a student who chose SMS (short, naming the teacher), both when they chose both, and e-mails when a text cannot go', async () => {
    const now = clock();
    const verified = { phoneVerifiedAt: now };
    const byText = await teacherWithStudent(
      { name: 'Elena Márquez' },
      { ...verified, phone: '+34600000001', reminderChannel: 'sms' },
    );
    const both = await teacherWithStudent({}, { ...verified, phone: '+34600000002', reminderChannel: 'both' });
    const unverified = await teacherWithStudent({}, { phone: '+34600000003', reminderChannel: 'sms' });
    const capped = await teacherWithStudent(
      { smsMonthlyCap: 0 },
      { ...verified, phone: '+34600000004', reminderChannel: 'sms' },
    );
    const stopped = await teacherWithStudent({}, { ...verified, phone: '+34600000005', reminderChannel: 'sms' });
    await db.smsOptOut.create({ data: { phone: '+34600000005' } });
    for (const who of [byText, both, unverified, capped, stopped]) await who.at(later(now, 2 * hour));

    expect(await sendDueReminders({ now })).toMatchObject({ reminded: 5, texts: 2, emails: 4 });
    const [text, ...more] = textsTo(sms.current(), '+34600000001');
    expect(more).toEqual([]);
    expect(text!.body).toMatch(/^Elena Márquez \(Lektio\): reminder, Piano lesson .*Reply STOP/);
    expect(text!.body.length).toBeLessThanOrEqual(160);
    expect(await mailTo(byText.student.email)).toEqual([]);
    expect(textsTo(sms.current(), '+34600000002')).toHaveLength(1);
    expect(await mailTo(both.student.email)).toHaveLength(1);
    for (const who of [unverified, capped, stopped]) expect(await mailTo(who.student.email)).toHaveLength(1);
    for (const phone of ['+34600000003', '+34600000004', '+34600000005'])
      expect(textsTo(sms.current(), phone)).toEqual([]);
    expect(await db.smsMessage.findMany({ where: { teacherId: byText.teacher.id } })).toMatchObject([
      { status: 'sent', to: '+34600000001' },
    ]);
  });
});
