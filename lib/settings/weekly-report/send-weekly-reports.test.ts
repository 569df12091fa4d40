import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { mailTo } from '@/lib/notifications/notice-test-support';
import { createReview, createService, createSession, createStudent, createTeacher } from '@/prisma/factories';
import { sendWeeklyReports } from './send-weekly-reports';
import { weeklyReportPeriod } from './weekly-report-period';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

const hour = 60 * 60 * 1000;
/** Monday 2 Dec 2041, 07:00 UTC: the week reported on is 25 Nov - 1 Dec. */
const monday = new Date('2041-12-02T07:00:00Z');
const lastWeek = (days: number) => new Date(Date.UTC(2041, 10, 25 + days, 10));

async function teacherWithWeek(preferences: object | null = { weeklyReport: true }) {
  const teacher = await createTeacher(preferences ? { notificationPreferences: preferences } : {});
  const service = await createService({ teacherId: teacher.id });
  const student = await createStudent({ teacherId: teacher.id, createdAt: lastWeek(1) });
  await createStudent({ teacherId: teacher.id, createdAt: new Date('2041-10-01T00:00:00Z') });
  const session = (startUtc: Date, status: 'completed' | 'scheduled' | 'cancelled') =>
    createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, startUtc, status });
  await session(lastWeek(0), 'completed');
  await session(lastWeek(3), 'completed');
  await session(lastWeek(4), 'cancelled');
  await session(new Date(monday.getTime() + 26 * hour), 'scheduled'); // Tuesday: this week
  await session(new Date(monday.getTime() + 8 * 24 * hour), 'scheduled'); // next week
  const paid = (amount: number, currency: string, paidAt: Date, refundedAmount = 0) =>
    db.payment.create({
      data: { teacherId: teacher.id, amount, currency, status: 'succeeded', paidAt, refundedAmount },
    });
  await paid(12000, 'EUR', lastWeek(2));
  await paid(5000, 'EUR', lastWeek(5), 1000);
  await paid(3000, 'USD', lastWeek(6));
  await paid(9900, 'EUR', new Date('2041-11-10T10:00:00Z')); // the week before
  await createReview({ teacherId: teacher.id, createdAt: lastWeek(2) });
  return teacher;
}

const notices = (teacherId: string) =>
  db.notification.findMany({ where: { teacherId, type: 'weekly_report' }, select: { title: true, body: true } });

describe('weeklyReportPeriod', () => {
  it('is the UTC week of the run, whatever day it runs', () => {
    for (const at of ['2041-12-02T07:00:00Z', '2041-12-04T23:59:00Z', '2041-12-08T23:59:59Z']) {
      expect(weeklyReportPeriod(new Date(at))).toEqual({
        weekStart: new Date('2041-12-02T00:00:00Z'),
        lastWeekStart: new Date('2041-11-25T00:00:00Z'),
        weekEnd: new Date('2041-12-09T00:00:00Z'),
      });
    }
  });
});

describe('sendWeeklyReports', () => {
  it('sends one e-mail and one in-app notice with last week’s figures, once per week', async () => {
    const teacher = await teacherWithWeek();
    expect(await sendWeeklyReports({ now: monday, teacherIds: [teacher.id] })).toEqual({ sent: 1 });

    const [mail, ...more] = await mailTo(teacher.email);
    expect(more).toEqual([]);
    expect(mail!.teacherId).toBe(teacher.id);
    expect(mail!.subject).toBe('Your week in Lektio, 25 Nov\u2009\u2013\u20091 Dec 2041');
    for (const line of [
      'Lessons completed: 2',
      'Lessons booked this week: 1',
      'Payments received: 160.00 EUR, 30.00 USD',
      'New students: 1',
      'New reviews: 1',
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(await notices(teacher.id)).toEqual([
      {
        title: 'Your week, 25 Nov\u2009\u2013\u20091 Dec 2041',
        body: expect.stringContaining('Lessons completed: 2 · Lessons booked this week: 1'),
      },
    ]);
    const claimed = await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } });
    expect(claimed.lastWeeklyReportAt).toEqual(monday);

    // A retry later the same week, and two runs at once, send nothing more.
    const later = new Date(monday.getTime() + 30 * hour);
    expect(await sendWeeklyReports({ now: later, teacherIds: [teacher.id] })).toEqual({ sent: 0 });
    expect(await mailTo(teacher.email)).toHaveLength(1);
    expect(await notices(teacher.id)).toHaveLength(1);

    // The next Monday is a new week.
    const next = new Date(monday.getTime() + 7 * 24 * hour);
    expect(await sendWeeklyReports({ now: next, teacherIds: [teacher.id] })).toEqual({ sent: 1 });
    expect(await mailTo(teacher.email)).toHaveLength(2);
  });

  it('two runs at once claim each teacher once', async () => {
    const teacher = await teacherWithWeek();
    const runs = await Promise.all([
      sendWeeklyReports({ now: monday, teacherIds: [teacher.id] }),
      sendWeeklyReports({ now: monday, teacherIds: [teacher.id] }),
    ]);
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(1);
    expect(await mailTo(teacher.email)).toHaveLength(1);
  });

  it('sends nothing to a teacher with the toggle off or never set (its default is off)', async () => {
    const off = await teacherWithWeek({ weeklyReport: false });
    const unset = await teacherWithWeek({ newBooking: true });
    const deleted = await teacherWithWeek();
    await db.teacher.update({ where: { id: deleted.id }, data: { deletedAt: monday } });
    const ids = [off.id, unset.id, deleted.id];
    expect(await sendWeeklyReports({ now: monday, teacherIds: ids })).toEqual({ sent: 0 });
    for (const teacher of [off, unset, deleted]) {
      expect(await mailTo(teacher.email)).toEqual([]);
      expect(await notices(teacher.id)).toEqual([]);
    }
  });

  it('counts only each teacher’s own records', async () => {
    const busy = await teacherWithWeek();
    const quiet = await createTeacher({ notificationPreferences: { weeklyReport: true } });
    expect(await sendWeeklyReports({ now: monday, teacherIds: [busy.id, quiet.id] })).toEqual({ sent: 2 });
    const [mail] = await mailTo(quiet.email);
    for (const line of [
      'Lessons completed: 0',
      'Lessons booked this week: 0',
      'Payments received: none',
      'New students: 0',
      'New reviews: 0',
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.teacherId).toBe(quiet.id);
  });
});
