import 'server-only';
import { db } from '@/lib/core/db';
import { revenueFromSums, revenueWhere } from '@/lib/metrics/revenue';
import type { WeeklyReportPeriod } from './weekly-report-period';

export type WeeklyReportFigures = {
  sessionsCompleted: number;
  upcomingSessions: number;
  /** Revenue of last week (docs/metrics.md: payments taken minus refunds), per currency (minor units), largest first. */
  revenue: { currency: string; amount: number }[];
  newStudents: number;
  newReviews: number;
};

/**
 * One teacher's figures: lessons completed last week, lessons booked from now to the end of this
 * week, revenue of last week per currency, students added and reviews received last week (each as
 * docs/metrics.md defines it).
 * Five counts at once, each scoped to the teacher.
 */
export async function collectWeeklyReport(
  teacherId: string,
  { lastWeekStart, weekStart, weekEnd }: WeeklyReportPeriod,
  now: Date,
): Promise<WeeklyReportFigures> {
  const lastWeek = { gte: lastWeekStart, lt: weekStart };
  const [sessionsCompleted, upcomingSessions, payments, newStudents, newReviews] = await Promise.all([
    db.session.count({ where: { teacherId, status: 'completed', startUtc: lastWeek } }),
    db.session.count({
      where: { teacherId, status: { in: ['scheduled', 'pending_confirmation'] }, startUtc: { gte: now, lt: weekEnd } },
    }),
    db.payment.groupBy({
      by: ['currency'],
      where: revenueWhere(teacherId, { start: lastWeekStart, end: weekStart }),
      _sum: { amount: true, refundedAmount: true },
    }),
    db.student.count({ where: { teacherId, deletedAt: null, createdAt: lastWeek } }),
    db.review.count({ where: { teacherId, createdAt: lastWeek } }),
  ]);
  const revenue = payments
    .map((row) => ({ currency: row.currency, amount: revenueFromSums(row._sum) }))
    .filter((row) => row.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  return { sessionsCompleted, upcomingSessions, revenue, newStudents, newReviews };
}
