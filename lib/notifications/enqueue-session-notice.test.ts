import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { enqueueSessionNotice, type SessionNoticeInput } from './enqueue-session-notice';
import { mailTo } from '@/test/notifications/mail-to';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

const day = 24 * 60 * 60 * 1000;
/** Each test has its own teacher, so one time serves all: 10:00 in Madrid, 04:00 in New York. */
const freeStart = () => new Date('2031-12-02T09:00:00Z');

async function booked(
  overrides: { status?: 'scheduled' | 'pending_confirmation'; preferences?: object; rescheduleCount?: number } = {},
) {
  const teacher = await createTeacher({
    name: 'Elena Teacher',
    timezone: 'Europe/Madrid',
    ...(overrides.preferences ? { notificationPreferences: overrides.preferences } : {}),
  });
  const service = await createService({ teacherId: teacher.id, name: 'Spanish lesson' });
  const student = await createStudent({ teacherId: teacher.id, name: 'Sam Student', timezone: 'America/New_York' });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: freeStart(),
    status: overrides.status ?? 'scheduled',
    rescheduleCount: overrides.rescheduleCount ?? 0,
  });
  return { teacher, service, student, session };
}

const notice = (input: SessionNoticeInput) => transaction((tx) => enqueueSessionNotice(tx, input));
const field = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics.replace(/\r/g, ''))?.[1];

describe('enqueueSessionNotice', () => {
  it("a student's booking: the student's e-mail on their clock with the invitation, the teacher's notice on theirs", async () => {
    const { teacher, student, session } = await booked();
    const result = await notice({ teacherId: teacher.id, sessionId: session.id, kind: 'booked', actor: 'student' });
    expect(result).toEqual({ students: 1, teacher: true });

    const [mail, ...more] = await mailTo(student.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Booked: Spanish lesson, Tue 2 Dec, 04:00');
    expect(mail!.text).toContain('Tuesday, 2 December 2031 at 04:00 (New York time)');
    expect(mail!.teacherId).toBe(teacher.id);
    const [ics] = mail!.files;
    expect(ics).toMatchObject({ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(field(ics!.text, 'METHOD')).toBe('REQUEST');
    expect(field(ics!.text, 'UID')).toBe(`${session.id}@lektio`);
    expect(field(ics!.text, 'SEQUENCE')).toBe('0');
    expect(field(ics!.text, 'DTSTART')).toBe(session.startUtc.toISOString().replace(/[-:]/g, '').replace('.000', ''));

    const [note] = await mailTo(teacher.email);
    expect(note!.subject).toBe('New booking: Sam Student, Spanish lesson, Tue 2 Dec, 10:00');
    expect(note!.text).toContain('Tuesday, 2 December 2031 at 10:00 (Madrid time)');
    expect(note!.text).toContain(`/teacher/sessions/${session.id}`);
    expect(note!.files).toEqual([]);
  });

  it("the teacher's own change tells only the student; a toggle turned off silences the teacher's notice", async () => {
    const mine = await booked();
    expect(
      await notice({ teacherId: mine.teacher.id, sessionId: mine.session.id, kind: 'booked', actor: 'teacher' }),
    ).toEqual({
      students: 1,
      teacher: false,
    });
    expect(await mailTo(mine.teacher.email)).toEqual([]);

    const quiet = await booked({ preferences: { newBooking: false, bookingCancelled: true } });
    await notice({ teacherId: quiet.teacher.id, sessionId: quiet.session.id, kind: 'booked', actor: 'student' });
    expect(await mailTo(quiet.student.email)).toHaveLength(1);
    expect(await mailTo(quiet.teacher.email)).toEqual([]);
    await notice({ teacherId: quiet.teacher.id, sessionId: quiet.session.id, kind: 'cancelled', actor: 'student' });
    expect((await mailTo(quiet.teacher.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Cancelled: Sam Student, Spanish lesson/),
    ]);
  });

  it('a trial request waiting for the teacher: no invitation yet, and the teacher is asked to confirm', async () => {
    const { teacher, student, session } = await booked({ status: 'pending_confirmation' });
    await notice({ teacherId: teacher.id, sessionId: session.id, kind: 'booked', actor: 'student' });
    const [mail] = await mailTo(student.email);
    expect(mail).toMatchObject({ subject: 'Your trial request to Elena Teacher', files: [] });
    expect((await mailTo(teacher.email))[0]!.subject).toMatch(/^Trial request: Sam Student/);
  });

  it('a cancellation carries CANCEL for the same UID with the next sequence; a move says where it was', async () => {
    const { teacher, student, session } = await booked({ rescheduleCount: 1 });
    const previousStartUtc = new Date(session.startUtc.getTime() - day);
    await notice({
      teacherId: teacher.id,
      sessionId: session.id,
      kind: 'rescheduled',
      actor: 'student',
      previousStartUtc,
    });
    await notice({ teacherId: teacher.id, sessionId: session.id, kind: 'cancelled', actor: 'teacher' });
    const [moved, cancelled] = await mailTo(student.email);
    expect(moved!.subject).toMatch(/^Moved: Spanish lesson, now /);
    expect(moved!.text).toContain('Was: Monday, 1 December 2031 at 04:00 (New York time)');
    expect(field(moved!.files[0]!.text, 'SEQUENCE')).toBe('1');
    expect(cancelled!.subject).toMatch(/^Cancelled: Spanish lesson/);
    expect(cancelled!.files[0]).toMatchObject({ filename: 'cancelled-session.ics' });
    expect(field(cancelled!.files[0]!.text, 'METHOD')).toBe('CANCEL');
    expect(field(cancelled!.files[0]!.text, 'STATUS')).toBe('CANCELLED');
    expect(field(cancelled!.files[0]!.text, 'UID')).toBe(`${session.id}@lektio`);
    expect(field(cancelled!.files[0]!.text, 'SEQUENCE')).toBe('2');
    // The student moved it (the teacher hears), the teacher cancelled it (they do not).
    expect((await mailTo(teacher.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Moved: Sam Student/),
    ]);
  });

  it('a group session: every attendee, or only the student named; nobody deleted or anonymised', async () => {
    const { teacher, service, student, session } = await booked();
    const joiner = await createStudent({ teacherId: teacher.id, name: 'Jo Joiner' });
    const gone = await createStudent({ teacherId: teacher.id, anonymizedAt: new Date() });
    const left = await createStudent({ teacherId: teacher.id });
    await db.sessionParticipant.createMany({
      data: [
        { teacherId: teacher.id, sessionId: session.id, studentId: joiner.id },
        { teacherId: teacher.id, sessionId: session.id, studentId: gone.id },
        { teacherId: teacher.id, sessionId: session.id, studentId: left.id, status: 'cancelled' },
      ],
    });
    void service;
    await notice({
      teacherId: teacher.id,
      sessionId: session.id,
      kind: 'booked',
      actor: 'student',
      studentId: joiner.id,
    });
    expect(await mailTo(student.email)).toEqual([]);
    expect(await mailTo(joiner.email)).toHaveLength(1);
    expect((await mailTo(teacher.email))[0]!.subject).toMatch(/^New booking: Jo Joiner, /);

    const result = await notice({ teacherId: teacher.id, sessionId: session.id, kind: 'confirmed', actor: 'system' });
    expect(result.students).toBe(2);
    expect(await mailTo(student.email)).toHaveLength(1);
    expect(await mailTo(joiner.email)).toHaveLength(2);
    expect(await mailTo(gone.email)).toEqual([]);
    expect(await mailTo(left.email)).toEqual([]);
  });

  it("another teacher's session sends nothing", async () => {
    const { student, session } = await booked();
    const other = await createTeacher();
    expect(await notice({ teacherId: other.id, sessionId: session.id, kind: 'booked', actor: 'student' })).toEqual({
      students: 0,
      teacher: false,
    });
    expect(await mailTo(student.email)).toEqual([]);
    expect(await mailTo(other.email)).toEqual([]);
  });

  it('writes nothing when the change rolls back', async () => {
    const { teacher, student, session } = await booked();
    await expect(
      transaction(async (tx) => {
        await enqueueSessionNotice(tx, {
          teacherId: teacher.id,
          sessionId: session.id,
          kind: 'booked',
          actor: 'student',
        });
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await mailTo(student.email)).toEqual([]);
    expect(await mailTo(teacher.email)).toEqual([]);
  });
});
