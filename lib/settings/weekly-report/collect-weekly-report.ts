import 'server-only';
import { db } from '@/lib/core/db';
import type { WeeklyReportPeriod } from './weekly-report-period';

export type WeeklyReportFigures = {
  sessionsCompleted: number;
  upcomingSessions: number;
  /** Money received last week, refunds taken off, per currency (minor units), largest first. */
  revenue: { currency: string; amount: number }[];
  newStudents: number;
  newReviews: number;
};

/**
 * One teacher's figures: lessons completed last week, lessons booked from now to the end of this
 * week, payments received last week per currency, students added and reviews received last week.
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
      where: { teacherId, status: { in: ['succeeded', 'partially_refunded'] }, paidAt: lastWeek },
      _sum: { amount: true, refundedAmount: true },
    }),
    db.student.count({ where: { teacherId, deletedAt: null, createdAt: lastWeek } }),
    db.review.count({ where: { teacherId, createdAt: lastWeek } }),
  ]);
  const revenue = payments
    .map((row) => ({ currency: row.currency, amount: (row._sum.amount ?? 0) - (row._sum.refundedAmount ?? 0) }))
    .filter((row) => row.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  return { sessionsCompleted, upcomingSessions, revenue, newStudents, newReviews };
}
