/**
 * Every one of the settings toggles silences the notifications it names, e-mail and in-app,
 * when switched off through the settings (updateNotificationPreferences); with it on, they go out.
 * Each toggle drives the channels that exist for it: session changes (teacher e-mail and bell),
 * the reminder (the student's e-mail), payments and expiring credits (bell), the weekly report
 * (e-mail and bell), the lesson summary (the student's e-mail after a completed lesson).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeSession } from '@/lib/booking/complete-session';
import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { notifyExpiringCredits } from '@/lib/notifications/in-app/notify-expiring-credits';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { notificationToggles, type NotificationToggle } from '@/lib/notifications/notice-preferences';
import { mailTo } from '@/test/notifications/mail-to';
import { sendDueReminders } from '@/lib/notifications/send-due-reminders';
import { transaction } from '@/lib/outbox/transaction';
import { notifyTeacherOfPayment } from '@/lib/payments/follow-ups/notify-teacher-of-payment';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { updateNotificationPreferences } from './update-notification-preferences';
import { sendWeeklyReports } from './weekly-report/send-weekly-reports';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

type World = Awaited<ReturnType<typeof world>>;

/** The reminder job runs for every teacher: each run has its own instant, far from other tests'. */
let reminderYear = 2061;

async function world() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  // Every toggle on (the weekly report is off by default), as a teacher who wants everything.
  await updateNotificationPreferences({ teacherId: teacher.id, input: { weeklyReport: true } });
  const service = await createService({ teacherId: teacher.id, name: 'Spanish lesson' });
  const student = await createStudent({ teacherId: teacher.id, name: 'Sam Student' });
  return { teacher, service, student };
}

const sessionNotice =
  (kind: 'booked' | 'confirmed' | 'cancelled') =>
  async ({ teacher, service, student }: World) => {
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: new Date('2031-12-02T09:00:00Z'),
    });
    await transaction((tx) =>
      enqueueSessionNotice(tx, { teacherId: teacher.id, sessionId: session.id, kind, actor: 'student' }),
    );
  };

/** What each toggle governs, and the one recipient whose mail shows it. */
const triggers: Record<NotificationToggle, { fire: (w: World) => Promise<unknown>; mailOf: 'teacher' | 'student' }> = {
  newBooking: { fire: sessionNotice('booked'), mailOf: 'teacher' },
  bookingConfirmed: { fire: sessionNotice('confirmed'), mailOf: 'teacher' },
  bookingCancelled: { fire: sessionNotice('cancelled'), mailOf: 'teacher' },
  sessionReminder: {
    fire: async ({ teacher, service, student }) => {
      const now = new Date(Date.UTC(reminderYear++, 0, 15, 12));
      await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        startUtc: new Date(now.getTime() + 2 * 60 * 60 * 1000),
      });
      await sendDueReminders({ now });
    },
    mailOf: 'student',
  },
  paymentReceived: {
    fire: async ({ teacher, student }) => {
      const payment = await db.payment.create({
        data: {
          teacherId: teacher.id,
          studentId: student.id,
          amount: 5000,
          currency: 'EUR',
          status: 'succeeded',
          paidAt: new Date(),
        },
      });
      await notifyTeacherOfPayment(payment.id);
    },
    mailOf: 'teacher',
  },
  creditsExpiring: {
    fire: async ({ teacher, service, student }) => {
      const now = new Date();
      await createEnrollment({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        validUntil: new Date(now.getTime() + 2 * dayMs),
      });
      await notifyExpiringCredits({ now, teacherId: teacher.id });
    },
    mailOf: 'teacher',
  },
  weeklyReport: {
    fire: ({ teacher }) => sendWeeklyReports({ now: new Date('2042-03-03T07:00:00Z'), teacherIds: [teacher.id] }),
    mailOf: 'teacher',
  },
  lessonSummary: {
    fire: async ({ teacher, service, student }) => {
      const session = await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        startUtc: new Date(Date.now() - 2 * 60 * 60 * 1000),
        summary: 'Past tense',
      });
      await completeSession({ teacherId: teacher.id, sessionId: session.id });
    },
    mailOf: 'student',
  },
};

async function observe(w: World, toggle: NotificationToggle) {
  const { fire, mailOf } = triggers[toggle];
  await fire(w);
  const mail = await mailTo(mailOf === 'teacher' ? w.teacher.email : w.student.email);
  const inApp = await db.notification.count({ where: { teacherId: w.teacher.id } });
  return { mail: mail.length, inApp };
}

/** Which channels exist for each toggle today (a missing one stays 0 either way). */
const channels: Record<NotificationToggle, { mail: boolean; inApp: boolean }> = {
  newBooking: { mail: true, inApp: true },
  bookingConfirmed: { mail: true, inApp: true },
  bookingCancelled: { mail: true, inApp: true },
  sessionReminder: { mail: true, inApp: false },
  paymentReceived: { mail: false, inApp: true },
  creditsExpiring: { mail: false, inApp: true },
  weeklyReport: { mail: true, inApp: true },
  lessonSummary: { mail: true, inApp: false },
};

describe('each notification toggle is honoured', () => {
  it.each(notificationToggles)('%s: on, its notifications go out; off, none does', async (toggle) => {
    const on = await world();
    const sent = await observe(on, toggle);
    expect(sent.mail > 0).toBe(channels[toggle].mail);
    expect(sent.inApp > 0).toBe(channels[toggle].inApp);

    const off = await world();
    await updateNotificationPreferences({ teacherId: off.teacher.id, input: { [toggle]: false } });
    expect(await observe(off, toggle)).toEqual({ mail: 0, inApp: 0 });
  });
});
