import { formatMoney, formatNumber } from '@/lib/core/format-regional';
import { defaultRegionalFormat, type RegionalFormat } from '@/lib/core/locale';
import { formatMinorUnits } from '@/lib/core/minor-units';
import { translator } from '@/lib/i18n/translator';

/** The figures of a teacher's week (lib/settings/weekly-report/collect-weekly-report.ts). */
export type WeeklyReportLineFigures = {
  sessionsCompleted: number;
  upcomingSessions: number;
  revenue: readonly { amount: number; currency: string }[];
  newStudents: number;
  newReviews: number;
};

/**
 * The weekly report as lines of text, in the reader's language and number format: the e-mail's rows
 * and the in-app notice's body (written when the bell is read, in the teacher's language then) say
 * the same. It lives with the notices so that the bell, below the settings area, can write it.
 */
export function weeklyReportLines(
  figures: WeeklyReportLineFigures,
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
