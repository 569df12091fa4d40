import { useTranslations } from 'next-intl';
import { StatCard } from '@/components/ui/stat-card';
import type { RegionalFormat } from '@/lib/core/locale';
import type { TDashboardKpiKey, TDashboardSummary } from '@/lib/dashboard/schemas';
import { formatMoney, formatNumber, formatPercent } from '@/lib/presentation/format';

type Card = { value: string; change?: number | null; hint?: string; href?: string };

/** The card texts' translator (`teacherDashboard.kpis`): the page's `t`, or `translator` in a test. */
export type KpiTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What each of the eight KPI cards shows, from the summary (spec "Dashboard KPIs"), in the reader's
 * language. "vs last month" beside a change. Without one (nothing last month, decision 0039) the card
 * says "new" when there is something this month, and nothing at all for a month of zeros (a new teacher).
 */
export function kpiCard(
  key: TDashboardKpiKey,
  summary: TDashboardSummary,
  t: KpiTranslate,
  regional?: RegionalFormat,
): Card {
  const count = (value: number) => formatNumber(value, regional);
  const days = (value: number) => t('days', { count: value, days: count(value) });
  const versus = (change: number | null, value: number) =>
    change !== null ? t('hint.versusLastMonth') : value > 0 ? t('hint.newThisMonth') : undefined;
  /** Other currencies than the teacher's own, e.g. "+ $120 USD". */
  const otherCurrencies = (entries: TDashboardSummary['pendingRevenueByCurrency']) => {
    const others = entries.filter((entry) => entry.currency !== summary.currency && entry.amount > 0);
    return others.length === 0
      ? undefined
      : `+ ${others.map((entry) => formatMoney(entry.amount, entry.currency, regional)).join(', ')}`;
  };

  switch (key) {
    case 'month_revenue':
      return {
        value: formatMoney(summary.monthRevenue, summary.currency, regional),
        change: summary.monthRevenueChange,
        hint: [versus(summary.monthRevenueChange, summary.monthRevenue), otherCurrencies(summary.monthRevenueByCurrency)]
          .filter(Boolean)
          .join(' · '),
        href: '/teacher/payments',
      };
    case 'month_lessons':
      return {
        value: count(summary.monthLessons),
        change: summary.monthLessonsChange,
        hint: versus(summary.monthLessonsChange, summary.monthLessons),
        href: '/teacher/calendar',
      };
    case 'active_students':
      return { value: count(summary.activeStudents), hint: t('hint.statusActive'), href: '/teacher/students?status=active' };
    case 'attendance_rate':
      return summary.attendanceRate === null
        ? { value: '—', hint: t('hint.noAttendance') }
        : {
            value: formatPercent(summary.attendanceRate, regional),
            hint: t('hint.thisMonth'),
          };
    case 'pending_revenue':
      return {
        value: formatMoney(summary.pendingRevenue, summary.currency, regional),
        hint: otherCurrencies(summary.pendingRevenueByCurrency) ?? t('hint.bookedNotTaught'),
        href: '/teacher/sessions',
      };
    case 'teaching_streak':
      return { value: days(summary.teachingStreak), hint: t('hint.best', { days: days(summary.bestStreak) }) };
    case 'new_students':
      return { value: count(summary.newStudents), hint: t('hint.addedThisMonth'), href: '/teacher/students' };
    case 'completed_sessions':
      return { value: count(summary.completedSessions), hint: t('hint.thisMonth'), href: '/teacher/sessions' };
  }
}

/** The teacher's four chosen KPI cards, in their chosen order. */
export function KpiCards({ summary, regional }: { summary: TDashboardSummary; regional?: RegionalFormat }) {
  const t = useTranslations('teacherDashboard.kpis');
  return (
    <section aria-labelledby="dashboard-kpis">
      <h2 id="dashboard-kpis" className="sr-only">
        {t('heading')}
      </h2>
      {/* Each card is a subgrid of three rows (label, figure, hint), so a label that wraps at 390 px
          does not push its figure below the neighbour's. */}
      <div className="-mb-3 grid grid-cols-2 gap-x-3 sm:-mb-4 sm:gap-x-4 xl:grid-cols-4" data-testid="kpi-cards">
        {summary.kpis.map((key) => {
          const card = kpiCard(key, summary, t, regional);
          return (
            <StatCard
              key={key}
              label={t(`label.${key}`)}
              value={card.value}
              change={card.change}
              hint={card.hint}
              href={card.href}
              className="row-span-3 mb-3 grid grid-rows-subgrid content-start sm:mb-4"
            />
          );
        })}
      </div>
    </section>
  );
}
