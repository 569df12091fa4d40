import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { countQueries } from '@/test/count-queries';
import { createPayment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { getDashboardSummary } from './get-dashboard-summary';
import { ZDashboardSummary } from './schemas';

const at = (iso: string) => new Date(iso);
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

async function practice(timezone: string, overrides: Parameters<typeof createTeacher>[0] = {}) {
  const teacher = await createTeacher({ timezone, defaultCurrency: 'EUR', ...overrides });
  const service = await createService({ teacherId: teacher.id, currency: 'EUR', priceAmount: 4000 });
  const student = await createStudent({ teacherId: teacher.id, createdAt: at('2020-01-01T00:00:00Z') });
  const session = (iso: string, status: Prisma.SessionUncheckedCreateInput['status'], extra = {}) =>
    createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: at(iso),
      status,
      ...extra,
    });
  return { teacher, service, student, session };
}

describe('getDashboardSummary: every KPI against a hand-computed fixture', () => {
  it('Pacific/Auckland, March 2031 = [2031-02-28T11:00Z, 2031-03-31T11:00Z), February before it', async () => {
    const { teacher, student, session } = await practice('Pacific/Auckland', { bestStreak: 100 });
    const usd = await createService({ teacherId: teacher.id, currency: 'USD', priceAmount: 5000 });
    const now = at('2031-03-15T00:00:00Z'); // 15 March, 13:00 local

    // Students: active 2 (the deleted one never counts); created this month 2.
    await db.student.update({ where: { id: student.id }, data: { status: 'inactive' } });
    await createStudent({ teacherId: teacher.id, status: 'active', createdAt: at('2031-03-02T00:00:00Z') }); // new
    await createStudent({ teacherId: teacher.id, status: 'active', createdAt: at('2031-02-28T10:59:00Z') }); // 28 Feb 23:59
    await createStudent({ teacherId: teacher.id, status: 'inactive', createdAt: at('2031-02-28T11:00:00Z') }); // new: 1 Mar 00:00
    await createStudent({
      teacherId: teacher.id,
      status: 'active',
      createdAt: at('2031-03-03T00:00:00Z'),
      deletedAt: now,
    });
    await createStudent({ teacherId: teacher.id, status: 'trial', createdAt: at('2031-03-31T11:00:00Z') }); // 1 April

    // Revenue (docs/metrics.md: payments taken minus refunds, by local month of paidAt): March EUR
    // 30000 + 10000 (a renewal) + 0 (fully refunded), February EUR 20000 (+100%); USD 50000 beside it.
    const pay = (iso: string, amount: number, extra: Partial<Prisma.PaymentUncheckedCreateInput> = {}) =>
      createPayment({ teacherId: teacher.id, studentId: student.id, paidAt: at(iso), amount, ...extra });
    await pay('2031-03-05T00:00:00Z', 32_000, { status: 'partially_refunded', refundedAmount: 2_000 });
    await pay('2031-02-28T11:30:00Z', 10_000, { kind: 'renewal' }); // 1 Mar 00:30 local
    await pay('2031-03-08T00:00:00Z', 5_000, { status: 'refunded', refundedAmount: 5_000 });
    await pay('2031-02-28T10:30:00Z', 20_000, { kind: 'trial' }); // 28 Feb 23:30 local
    await pay('2031-03-06T00:00:00Z', 99_999, { status: 'pending', paidAt: null }); // never paid
    await pay('2031-03-06T00:00:00Z', 88_888, { status: 'failed' }); // never paid
    await pay('2031-03-10T00:00:00Z', 50_000, { currency: 'USD' });
    await pay('2031-03-31T11:00:00Z', 7_000); // 1 April local: after the month
    await pay('2031-01-31T10:59:00Z', 3_000); // 31 January local: before February

    // Sessions: March lessons 6 (February 2), completed 2, no-show 1.
    await session('2031-03-02T01:00:00Z', 'completed');
    await session('2031-03-03T01:00:00Z', 'completed');
    await session('2031-03-04T01:00:00Z', 'no_show');
    await session('2031-03-05T01:00:00Z', 'cancelled');
    await session('2031-03-14T01:00:00Z', 'pending_review');
    await session('2031-02-28T11:30:00Z', 'scheduled'); // 1 Mar 00:30 local
    await session('2031-03-20T01:00:00Z', 'scheduled'); // future EUR 4000
    await createSession({ teacherId: teacher.id, serviceId: usd.id, startUtc: at('2031-03-21T01:00:00Z') }); // future USD
    await session('2031-03-22T01:00:00Z', 'pending_confirmation'); // not a lesson, not pending revenue
    await session('2031-03-31T11:30:00Z', 'scheduled'); // 1 April local: future EUR 4000, not a March lesson
    await session('2031-02-28T10:30:00Z', 'completed'); // 28 Feb 23:30 local
    await session('2031-02-10T01:00:00Z', 'completed');
    await session('2031-02-11T01:00:00Z', 'no_show'); // February: not in this month's attendance

    const summary = await getDashboardSummary({ teacherId: teacher.id, now });
    expect(ZDashboardSummary.parse(summary)).toEqual(summary);
    expect(summary).toEqual({
      month: '2031-03',
      timezone: 'Pacific/Auckland',
      currency: 'EUR',
      monthRevenue: 40_000,
      monthRevenueChange: 100,
      monthRevenueByCurrency: [
        { currency: 'USD', amount: 50_000 },
        { currency: 'EUR', amount: 40_000 },
      ],
      monthLessons: 6,
      monthLessonsChange: 200,
      activeStudents: 2,
      attendanceRate: 66.7,
      pendingRevenue: 8000,
      pendingRevenueByCurrency: [
        { currency: 'EUR', amount: 8000 },
        { currency: 'USD', amount: 5000 },
      ],
      teachingStreak: 0,
      bestStreak: 100,
      isNewRecord: false,
      newStudents: 2,
      completedSessions: 2,
      kpis: ['month_revenue', 'month_lessons', 'active_students', 'attendance_rate'],
    });
  });

  it('never counts another teacher’s records', async () => {
    const { teacher } = await practice('Europe/Madrid');
    const other = await practice('Europe/Madrid');
    const now = at('2031-03-15T12:00:00Z');
    await createPayment({ teacherId: other.teacher.id, paidAt: at('2031-03-10T10:00:00Z') });
    await createStudent({ teacherId: other.teacher.id, createdAt: at('2031-03-10T10:00:00Z') });
    await other.session('2031-03-10T10:00:00Z', 'completed');
    await other.session('2031-03-11T10:00:00Z', 'no_show');
    await other.session('2031-03-15T10:00:00Z', 'completed'); // a streak for them, not for us
    await other.session('2031-03-20T10:00:00Z', 'scheduled');

    const summary = await getDashboardSummary({ teacherId: teacher.id, now });
    expect(summary).toMatchObject({
      monthRevenue: 0,
      monthRevenueByCurrency: [],
      monthLessons: 0,
      activeStudents: 1,
      attendanceRate: null,
      pendingRevenue: 0,
      pendingRevenueByCurrency: [],
      teachingStreak: 0,
      newStudents: 0,
      completedSessions: 0,
    });
  });

  it('answers null change % when the previous month is 0, and null attendance without data', async () => {
    const { teacher, student, session } = await practice('Europe/Madrid');
    const now = at('2031-03-15T12:00:00Z');
    await session('2031-03-10T10:00:00Z', 'scheduled');
    await createPayment({
      teacherId: teacher.id,
      studentId: student.id,
      paidAt: at('2031-03-10T10:00:00Z'),
      amount: 12_345,
    });
    const summary = await getDashboardSummary({ teacherId: teacher.id, now });
    expect(summary).toMatchObject({
      monthRevenue: 12_345,
      monthRevenueChange: null,
      monthLessons: 1,
      monthLessonsChange: null,
      attendanceRate: null,
    });

    const empty = await practice('Europe/Madrid');
    expect(await getDashboardSummary({ teacherId: empty.teacher.id, now })).toMatchObject({
      monthRevenue: 0,
      monthRevenueChange: null,
      monthLessons: 0,
      monthLessonsChange: null,
      attendanceRate: null,
    });
  });

  it('answers a negative change and a 100% attendance', async () => {
    const { teacher, session } = await practice('UTC');
    await session('2031-02-10T10:00:00Z', 'completed');
    await session('2031-02-11T10:00:00Z', 'completed');
    await session('2031-02-12T10:00:00Z', 'completed');
    await session('2031-02-13T10:00:00Z', 'completed');
    await session('2031-03-02T10:00:00Z', 'completed');
    const summary = await getDashboardSummary({ teacherId: teacher.id, now: at('2031-03-15T12:00:00Z') });
    expect(summary).toMatchObject({ monthLessons: 1, monthLessonsChange: -75, attendanceRate: 100 });
  });
});

describe('getDashboardSummary: months on the teacher’s clock, DST included', () => {
  it('America/Los_Angeles, March 2031 (clocks go forward on the 9th) = [2031-03-01T08:00Z, 2031-04-01T07:00Z)', async () => {
    const { teacher, session } = await practice('America/Los_Angeles');
    await session('2031-03-01T07:30:00Z', 'scheduled'); // 28 Feb 23:30 PST: February
    await session('2031-03-01T08:30:00Z', 'scheduled'); // 1 Mar 00:30 PST
    await session('2031-04-01T06:30:00Z', 'scheduled'); // 31 Mar 23:30 PDT
    await session('2031-04-01T07:30:00Z', 'scheduled'); // 1 Apr 00:30 PDT: April (a fixed -8 would say March)
    const summary = await getDashboardSummary({ teacherId: teacher.id, now: at('2031-03-20T12:00:00Z') });
    expect(summary).toMatchObject({ month: '2031-03', monthLessons: 2, monthLessonsChange: 100 });
  });

  it('Pacific/Auckland, April 2031 (clocks go back on the 6th) = [2031-03-31T11:00Z, 2031-04-30T12:00Z)', async () => {
    const { teacher, session } = await practice('Pacific/Auckland');
    await session('2031-03-31T10:30:00Z', 'completed'); // 31 Mar 23:30 NZDT: March
    await session('2031-03-31T11:30:00Z', 'completed'); // 1 Apr 00:30 NZDT
    await session('2031-04-30T11:30:00Z', 'scheduled'); // 30 Apr 23:30 NZST (a fixed +13 would say 1 May)
    await session('2031-04-30T12:30:00Z', 'scheduled'); // 1 May 00:30 NZST: May
    const summary = await getDashboardSummary({ teacherId: teacher.id, now: at('2031-04-15T00:00:00Z') });
    expect(summary).toMatchObject({
      month: '2031-04',
      monthLessons: 2,
      monthLessonsChange: 100,
      completedSessions: 1,
      attendanceRate: 100,
    });
  });

  it('January compares with December of the year before', async () => {
    const { teacher, session } = await practice('Pacific/Auckland');
    await session('2030-12-31T10:30:00Z', 'completed'); // 31 Dec 23:30 NZDT
    await session('2030-12-31T09:30:00Z', 'completed');
    await session('2030-12-31T11:30:00Z', 'completed'); // 1 Jan 00:30 NZDT
    const summary = await getDashboardSummary({ teacherId: teacher.id, now: at('2031-01-10T00:00:00Z') });
    expect(summary).toMatchObject({ month: '2031-01', monthLessons: 1, monthLessonsChange: -50 });
  });
});

describe('getDashboardSummary: statements', () => {
  it('sends the same two statements for a small and a large history', async () => {
    const now = at('2031-03-15T12:00:00Z');
    const small = await practice('Pacific/Auckland', { bestStreak: 1000 });
    await small.session('2031-03-10T10:00:00Z', 'completed');
    const large = await practice('Pacific/Auckland', { bestStreak: 1000 });
    const extra = await createStudent({ teacherId: large.teacher.id });
    await db.session.createMany({
      data: Array.from({ length: 1500 }, (_, index) => {
        const start = now.getTime() - index * 6 * hourMs + 3 * dayMs;
        return {
          teacherId: large.teacher.id,
          serviceId: large.service.id,
          studentId: index % 2 ? large.student.id : extra.id,
          startUtc: new Date(start),
          endUtc: new Date(start + hourMs),
          status:
            start > now.getTime() ? ('scheduled' as const) : index % 7 ? ('completed' as const) : ('no_show' as const),
        };
      }),
    });
    await db.payment.createMany({
      data: Array.from({ length: 300 }, (_, index) => ({
        teacherId: large.teacher.id,
        studentId: large.student.id,
        status: 'succeeded' as const,
        amount: 1000,
        currency: index % 3 ? 'EUR' : 'USD',
        paidAt: new Date(now.getTime() - index * 12 * hourMs),
      })),
    });

    const smallRun = await countQueries(() => getDashboardSummary({ teacherId: small.teacher.id, now }));
    const largeRun = await countQueries(() => getDashboardSummary({ teacherId: large.teacher.id, now }));
    expect(largeRun.result.teachingStreak).toBeGreaterThan(300);
    expect(largeRun.result.monthLessons).toBeGreaterThan(50);
    expect(smallRun.count).toBe(2);
    expect(largeRun.count).toBe(smallRun.count);
  });
});
