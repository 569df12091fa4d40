/**
 * The figures of docs/metrics.md computed independently from a practice's rows (plain loops, bounds from
 * the independent clock), for the figures' consistency test (issue 30).
 */
import { db } from '@/lib/core/db';
import { localDayStart, localMondayStart, localMonthStart, type Practice } from './random-practice';

// Independent computation from the glossary.

export type Money = Record<string, number>;

export async function expectedFigures(practice: Practice, now: Date) {
  const { teacherId, zone } = practice;
  const [payments, students, sessions] = await Promise.all([
    db.payment.findMany({ where: { teacherId } }),
    db.student.findMany({ where: { teacherId } }),
    db.session.findMany({
      where: { teacherId },
      include: { service: { select: { priceAmount: true, currency: true } } },
    }),
  ]);
  const within = (at: Date | null, start: Date, end: Date) => at !== null && at >= start && at < end;
  // Revenue: payments that took money, amount minus refunded, by paidAt, per currency.
  const revenue = (start: Date, end: Date, ofAService = false): Money => {
    const money: Money = {};
    for (const payment of payments) {
      // A service's revenue: the payments of its enrollments and sessions (not those on account or for an invoice).
      if (ofAService && !payment.enrollmentId && !payment.sessionId) continue;
      if (!['succeeded', 'partially_refunded', 'refunded'].includes(payment.status)) continue;
      if (!within(payment.paidAt, start, end)) continue;
      money[payment.currency] = (money[payment.currency] ?? 0) + payment.amount - payment.refundedAmount;
    }
    return money;
  };
  const month = { start: localMonthStart(now, zone), end: localMonthStart(now, zone, 1) };
  const lastMonth = { start: localMonthStart(now, zone, -1), end: month.start };
  const last30 = { start: localDayStart(now, zone, -29), end: localDayStart(now, zone, 1) };
  const lastWeek = { start: localMondayStart(now, zone, 1), end: localMondayStart(now, zone, 0) };
  const live = students.filter((student) => student.deletedAt === null);
  const inMonth = (at: Date) => within(at, month.start, month.end);
  const completedInMonth = sessions.filter((s) => s.status === 'completed' && inMonth(s.startUtc)).length;
  const noShowsInMonth = sessions.filter((s) => s.status === 'no_show' && inMonth(s.startUtc)).length;
  const pendingTrials = sessions.filter((s) => s.isTrialSession && s.status === 'pending_confirmation');
  return {
    revenueThisMonth: revenue(month.start, month.end),
    revenueLastMonth: revenue(lastMonth.start, lastMonth.end),
    revenue30: revenue(last30.start, last30.end),
    revenueAllTime: revenue(new Date(0), new Date(8.64e15)),
    revenueOfServicesAllTime: revenue(new Date(0), new Date(8.64e15), true),
    revenueLastWeek: revenue(lastWeek.start, lastWeek.end),
    last30,
    activeStudents: live.filter((student) => student.status === 'active').length,
    newStudentsThisMonth: live.filter((student) => inMonth(student.createdAt)).length,
    newStudents30: live.filter((student) => within(student.createdAt, last30.start, last30.end)).length,
    newStudentsLastWeek: live.filter((student) => within(student.createdAt, lastWeek.start, lastWeek.end)).length,
    studentsTaught30: new Set(
      sessions
        .filter((s) => s.status === 'completed' && s.studentId && within(s.startUtc, last30.start, last30.end))
        .map((s) => s.studentId),
    ).size,
    studentsAllTime: live.length,
    monthLessons: sessions.filter(
      (s) => ['scheduled', 'completed', 'pending_review'].includes(s.status) && inMonth(s.startUtc),
    ).length,
    completedThisMonth: completedInMonth,
    attendance:
      completedInMonth + noShowsInMonth === 0
        ? null
        : Math.round((completedInMonth / (completedInMonth + noShowsInMonth)) * 1000) / 10,
    pendingTrials: pendingTrials.length,
    pendingTrialStudents: new Set(pendingTrials.map((s) => s.studentId)),
  };
}

/** Only the currencies with money, as a plain record (what every list of amounts must reduce to). */
export const nonZero = (entries: { currency: string; amount: number }[]): Money =>
  Object.fromEntries(entries.filter((entry) => entry.amount !== 0).map((entry) => [entry.currency, entry.amount]));
export const nonZeroMoney = (money: Money): Money =>
  Object.fromEntries(Object.entries(money).filter(([, amount]) => amount !== 0));
