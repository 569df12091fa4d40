import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { formatDateTime } from '@/lib/core/format-regional';
import { enqueueSessionNotice, type SessionNoticeInput } from '../enqueue-session-notice';
import { listNotifications } from './list-notifications';
import { teacherReader } from './notification-reader';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));

async function booked(
  options: { preferences?: object; status?: 'scheduled' | 'pending_confirmation'; locale?: string } = {},
) {
  const teacher = await createTeacher({
    timezone: 'Europe/Madrid',
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.preferences ? { notificationPreferences: options.preferences } : {}),
  });
  const service = await createService({ teacherId: teacher.id, name: 'Spanish lesson' });
  const student = await createStudent({ teacherId: teacher.id, name: 'Sam Student' });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: new Date('2031-12-02T09:00:00Z'),
    status: options.status ?? 'scheduled',
  });
  return { teacher, student, session };
}

const notice = (input: SessionNoticeInput) => transaction((tx) => enqueueSessionNotice(tx, input));
const inbox = (teacherId: string) =>
  db.notification.findMany({
    where: { teacherId },
    orderBy: { createdAt: 'asc' },
    select: { type: true, title: true, body: true, data: true, studentId: true, readAt: true },
  });

describe('in-app notifications of session changes (enqueueSessionNotice)', () => {
  it('a student’s booking, confirmation and cancellation each write one row, on the teacher’s clock', async () => {
    const { teacher, student, session } = await booked();
    for (const kind of ['booked', 'confirmed', 'cancelled'] as const) {
      await notice({ teacherId: teacher.id, sessionId: session.id, kind, actor: 'student' });
    }
    const href = `/teacher/sessions/${session.id}`;
    expect(await inbox(teacher.id)).toEqual([
      {
        type: 'new_booking',
        title: 'New booking: Sam Student',
        body: 'Spanish lesson, Tue 2 Dec, 10:00',
        data: {
          href,
          sessionId: session.id,
          notice: 'booked',
          attendees: ['Sam Student'],
          attendeeCount: 1,
          serviceName: 'Spanish lesson',
          startUtc: '2031-12-02T09:00:00.000Z',
        },
        studentId: student.id,
        readAt: null,
      },
      expect.objectContaining({ type: 'booking_confirmed', title: 'Booking confirmed: Sam Student' }),
      expect.objectContaining({ type: 'booking_cancelled', title: 'Booking cancelled: Sam Student' }),
    ]);
  });

  it('listed for a teacher whose locale is de, the notices read German (stored in English)', async () => {
    const { teacher, session } = await booked({ locale: 'de' });
    await notice({ teacherId: teacher.id, sessionId: session.id, kind: 'booked', actor: 'student' });
    await notice({ teacherId: teacher.id, sessionId: session.id, kind: 'cancelled', actor: 'student' });
    const page = await listNotifications({
      teacherId: teacher.id,
      query: { page: 1, limit: 20 },
      reader: teacherReader(teacher),
    });
    const when = formatDateTime('2031-12-02T09:00:00Z', 'Europe/Madrid', 'slotStart', 'de');
    expect(page.data.map((row) => [row.title, row.body])).toEqual([
      ['Buchung storniert: Sam Student', `Spanish lesson, ${when}`],
      ['Neue Buchung: Sam Student', `Spanish lesson, ${when}`],
    ]);
    expect((await inbox(teacher.id))[0]).toMatchObject({ title: 'New booking: Sam Student' });
  });

  it('a requested trial is a trial_requested row; a move by the system is a new_booking row', async () => {
    const { teacher, session } = await booked({ status: 'pending_confirmation' });
    await notice({ teacherId: teacher.id, sessionId: session.id, kind: 'booked', actor: 'student' });
    await notice({ teacherId: teacher.id, sessionId: session.id, kind: 'rescheduled', actor: 'system' });
    expect((await inbox(teacher.id)).map((row) => [row.type, row.title])).toEqual([
      ['trial_requested', 'Trial request: Sam Student'],
      ['new_booking', 'Booking moved: Sam Student'],
    ]);
  });

  it('toggles off: no row for that kind (the other kinds still write); the teacher’s own change: none', async () => {
    const quiet = await booked({ preferences: { newBooking: false, bookingConfirmed: false, bookingCancelled: true } });
    for (const kind of ['booked', 'confirmed', 'rescheduled'] as const) {
      await notice({ teacherId: quiet.teacher.id, sessionId: quiet.session.id, kind, actor: 'student' });
    }
    expect(await inbox(quiet.teacher.id)).toEqual([]);
    await notice({ teacherId: quiet.teacher.id, sessionId: quiet.session.id, kind: 'cancelled', actor: 'student' });
    expect((await inbox(quiet.teacher.id)).map((row) => row.type)).toEqual(['booking_cancelled']);

    const own = await booked();
    for (const kind of ['booked', 'confirmed', 'cancelled'] as const) {
      await notice({ teacherId: own.teacher.id, sessionId: own.session.id, kind, actor: 'teacher' });
    }
    expect(await inbox(own.teacher.id)).toEqual([]);
  });

  it('another teacher’s session writes nothing; a rolled-back change leaves no row', async () => {
    const { teacher, session } = await booked();
    const stranger = await createTeacher();
    await notice({ teacherId: stranger.id, sessionId: session.id, kind: 'booked', actor: 'student' });
    expect(await inbox(stranger.id)).toEqual([]);
    await expect(
      transaction(async (tx) => {
        await enqueueSessionNotice(tx, {
          teacherId: teacher.id,
          sessionId: session.id,
          kind: 'booked',
          actor: 'student',
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await inbox(teacher.id)).toEqual([]);
  });
});
