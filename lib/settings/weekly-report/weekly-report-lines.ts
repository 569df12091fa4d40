import { formatMoney, formatNumber } from '@/lib/core/format-regional';
import { defaultRegionalFormat, type RegionalFormat } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { formatMinorUnits } from '@/lib/payments/minor-units';
import type { WeeklyReportFigures } from './collect-weekly-report';

/**
 * The report as lines of text: the e-mail's rows (in the teacher's language and number format) and
 * the in-app notice's body (English until the teacher's area is translated) say the same.
 */
export function weeklyReportLines(
  figures: WeeklyReportFigures,
  regional: RegionalFormat = defaultRegionalFormat,
): string[] {
  const t = translator(regional.locale, 'weeklyReportEmail.lines');
  const english = regional.locale === 'en';
  // English keeps its "121.00 EUR" and bare counts, byte for byte; other languages write their own.
  const money = ({ amount, currency }: { amount: number; currency: string }) =>
    english
      ? `${formatMinorUnits(amount, currency)} ${currency}`
      : formatMoney(amount, currency, regional, { wholeWithDecimals: true });
  const count = (value: number) => (english ? String(value) : formatNumber(value, regional));
  const revenue = figures.revenue.length ? figures.revenue.map(money).join(', ') : t('noRevenue');
  return [
    t('completed', { count: count(figures.sessionsCompleted) }),
    t('upcoming', { count: count(figures.upcomingSessions) }),
    t('revenue', { revenue }),
    t('newStudents', { count: count(figures.newStudents) }),
    t('newReviews', { count: count(figures.newReviews) }),
  ];
}
