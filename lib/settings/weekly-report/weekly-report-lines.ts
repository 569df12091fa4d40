import { formatMinorUnits } from '@/lib/payments/minor-units';
import type { WeeklyReportFigures } from './collect-weekly-report';

/** The report as lines of text: the e-mail's rows and the in-app notice's body say the same. */
export function weeklyReportLines(figures: WeeklyReportFigures): string[] {
  const revenue = figures.revenue.length
    ? figures.revenue.map(({ amount, currency }) => `${formatMinorUnits(amount, currency)} ${currency}`).join(', ')
    : 'none';
  return [
    `Lessons completed: ${String(figures.sessionsCompleted)}`,
    `Lessons booked this week: ${String(figures.upcomingSessions)}`,
    `Revenue (payments minus refunds): ${revenue}`,
    `New students: ${String(figures.newStudents)}`,
    `New reviews: ${String(figures.newReviews)}`,
  ];
}
