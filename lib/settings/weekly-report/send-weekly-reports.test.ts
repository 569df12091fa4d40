import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { mailTo } from '@/test/notifications/mail-to';
import { createReview, createService, createSession, createStudent, createTeacher } from '@/test/factories';
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
  it('is the week of the run in UTC by default, whatever day it runs', () => {
    for (const at of ['2041-12-02T07:00:00Z', '2041-12-04T23:59:00Z', '2041-12-08T23:59:59Z']) {
      expect(weeklyReportPeriod(new Date(at))).toEqual({
        weekStart: new Date('2041-12-02T00:00:00Z'),
        lastWeekStart: new Date('2041-11-25T00:00:00Z'),
        weekEnd: new Date('2041-12-09T00:00:00Z'),
        dueAt: new Date('2041-12-02T07:00:00Z'),
        dueUntil: new Date('2041-12-03T00:00:00Z'),
        firstDay: '2041-11-25',
        lastDay: '2041-12-01',
      });
    }
  });

  it('runs Monday to Monday on the teacher’s clock, far east and far west of UTC', () => {
    // 07:00 UTC on Monday 2 Dec is 20:00 that Monday in Auckland (UTC+13) and still Sunday in Los Angeles.
    expect(weeklyReportPeriod(new Date('2041-12-02T07:00:00Z'), 'Pacific/Auckland')).toMatchObject({
      weekStart: new Date('2041-12-01T11:00:00Z'),
      lastWeekStart: new Date('2041-11-24T11:00:00Z'),
      dueAt: new Date('2041-12-01T18:00:00Z'),
      firstDay: '2041-11-25',
      lastDay: '2041-12-01',
    });
    expect(weeklyReportPeriod(new Date('2041-12-02T07:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      weekStart: new Date('2041-11-25T08:00:00Z'),
      lastWeekStart: new Date('2041-11-18T08:00:00Z'),
      firstDay: '2041-11-18',
      lastDay: '2041-11-24',
    });
    expect(weeklyReportPeriod(new Date('2041-12-02T15:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      weekStart: new Date('2041-12-02T08:00:00Z'),
      lastWeekStart: new Date('2041-11-25T08:00:00Z'),
      dueAt: new Date('2041-12-02T15:00:00Z'),
      firstDay: '2041-11-25',
      lastDay: '2041-12-01',
    });
  });

  it('a week holding a daylight-saving change is 169 or 167 hours long', () => {
    // Los Angeles falls back on Sunday 3 Nov 2041; Auckland springs forward on Sunday 29 Sep 2041.
    const fallBack = weeklyReportPeriod(new Date('2041-11-04T15:00:00Z'), 'America/Los_Angeles');
    expect(fallBack).toMatchObject({
      lastWeekStart: new Date('2041-10-28T07:00:00Z'),
      weekStart: new Date('2041-11-04T08:00:00Z'),
    });
    expect((fallBack.weekStart.getTime() - fallBack.lastWeekStart.getTime()) / hour).toBe(169);
    const springForward = weeklyReportPeriod(new Date('2041-09-29T19:00:00Z'), 'Pacific/Auckland');
    expect(springForward).toMatchObject({
      lastWeekStart: new Date('2041-09-22T12:00:00Z'),
      weekStart: new Date('2041-09-29T11:00:00Z'),
    });
    expect((springForward.weekStart.getTime() - springForward.lastWeekStart.getTime()) / hour).toBe(167);
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
      'Revenue (payments minus refunds): 160.00 EUR, 30.00 USD',
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

  it('sends from Monday 07:00 on the teacher’s clock and counts their local week, in Auckland and Los Angeles', async () => {
    const zoned = async (timezone: string) => {
      const teacher = await createTeacher({ notificationPreferences: { weeklyReport: true }, timezone });
      const service = await createService({ teacherId: teacher.id });
      const student = await createStudent({ teacherId: teacher.id });
      const completed = (iso: string) =>
        createSession({
          teacherId: teacher.id,
          serviceId: service.id,
          studentId: student.id,
          startUtc: new Date(iso),
          status: 'completed',
        });
      return { teacher, completed };
    };
    // Auckland (UTC+13): the week of 25 Nov - 1 Dec local is 24 Nov 11:00 - 1 Dec 11:00 UTC.
    const auckland = await zoned('Pacific/Auckland');
    await auckland.completed('2041-11-24T10:00:00Z'); // Sunday 24 Nov 23:00 local: the week before
    await auckland.completed('2041-11-24T12:00:00Z'); // Monday 25 Nov 01:00 local
    await auckland.completed('2041-12-01T09:00:00Z'); // Sunday 1 Dec 22:00 local
    await auckland.completed('2041-12-01T12:00:00Z'); // Monday 2 Dec 01:00 local: this week
    // Los Angeles (UTC-8): the week of 25 Nov - 1 Dec local is 25 Nov 08:00 - 2 Dec 08:00 UTC.
    const angeles = await zoned('America/Los_Angeles');
    await angeles.completed('2041-11-25T03:00:00Z'); // Sunday 24 Nov 19:00 local: the week before
    await angeles.completed('2041-11-26T18:00:00Z'); // Tuesday 26 Nov 10:00 local
    await angeles.completed('2041-12-02T06:00:00Z'); // Sunday 1 Dec 22:00 local (Monday in UTC)
    const ids = [auckland.teacher.id, angeles.teacher.id];
    const run = (iso: string) => sendWeeklyReports({ now: new Date(iso), teacherIds: ids });

    // Sunday 1 Dec 18:00 UTC = Monday 07:00 in Auckland; Saturday in Los Angeles.
    expect(await run('2041-12-01T17:00:00Z')).toEqual({ sent: 0 }); // 06:00 in Auckland: not yet
    expect(await run('2041-12-01T18:00:00Z')).toEqual({ sent: 1 });
    const [fromAuckland] = await mailTo(auckland.teacher.email);
    expect(fromAuckland!.subject).toBe('Your week in Lektio, 25 Nov\u2009\u2013\u20091 Dec 2041');
    expect(fromAuckland!.text).toContain('Lessons completed: 2');
    // Monday 07:00 UTC (the old run) is Sunday 23:00 in Los Angeles: nothing yet, and Auckland is done.
    expect(await run('2041-12-02T07:00:00Z')).toEqual({ sent: 0 });
    expect(await run('2041-12-02T15:00:00Z')).toEqual({ sent: 1 });
    const [fromAngeles] = await mailTo(angeles.teacher.email);
    expect(fromAngeles!.subject).toBe('Your week in Lektio, 25 Nov\u2009\u2013\u20091 Dec 2041');
    expect(fromAngeles!.text).toContain('Lessons completed: 2');
    expect(await run('2041-12-02T23:00:00Z')).toEqual({ sent: 0 });
    expect(await mailTo(auckland.teacher.email)).toHaveLength(1);
  });

  it('counts only each teacher’s own records', async () => {
    const busy = await teacherWithWeek();
    const quiet = await createTeacher({ notificationPreferences: { weeklyReport: true } });
    expect(await sendWeeklyReports({ now: monday, teacherIds: [busy.id, quiet.id] })).toEqual({ sent: 2 });
    const [mail] = await mailTo(quiet.email);
    for (const line of [
      'Lessons completed: 0',
      'Lessons booked this week: 0',
      'Revenue (payments minus refunds): none',
      'New students: 0',
      'New reviews: 0',
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.teacherId).toBe(quiet.id);
  });
});
