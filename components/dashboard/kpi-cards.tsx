import { StatCard } from '@/components/ui/stat-card';
import { dashboardKpiLabels, type TDashboardKpiKey, type TDashboardSummary } from '@/lib/dashboard/schemas';
import { formatMoney, formatNumber } from '@/lib/presentation/format';

type Card = { value: string; change?: number | null; hint?: string; href?: string };

const count = (value: number) => formatNumber(value);
const days = (value: number) => `${count(value)} ${value === 1 ? 'day' : 'days'}`;

/**
 * "vs last month" beside a change. Without one (nothing last month, decision 0039) the card says "new"
 * when there is something this month, and nothing at all for a month of zeros (a new teacher).
 */
const versus = (change: number | null, value: number) =>
  change !== null ? 'vs last month' : value > 0 ? 'new this month' : undefined;

/** Other currencies than the teacher's own, e.g. "+ $120 USD". */
function otherCurrencies(entries: TDashboardSummary['pendingRevenueByCurrency'], currency: string) {
  const others = entries.filter((entry) => entry.currency !== currency && entry.amount > 0);
  return others.length === 0
    ? undefined
    : `+ ${others.map((entry) => formatMoney(entry.amount, entry.currency)).join(', ')}`;
}

/** What each of the eight KPI cards shows, from the summary (spec "Dashboard KPIs"). */
export function kpiCard(key: TDashboardKpiKey, summary: TDashboardSummary): Card {
  switch (key) {
    case 'month_revenue':
      return {
        value: formatMoney(summary.monthRevenue, summary.currency),
        change: summary.monthRevenueChange,
        hint: [
          versus(summary.monthRevenueChange, summary.monthRevenue),
          otherCurrencies(summary.monthRevenueByCurrency, summary.currency),
        ]
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
      return { value: count(summary.activeStudents), hint: 'status active', href: '/teacher/students?status=active' };
    case 'attendance_rate':
      return summary.attendanceRate === null
        ? { value: '—', hint: 'No completed or missed lessons this month' }
        : {
            value: `${formatNumber(summary.attendanceRate, undefined, { maximumFractionDigits: 1 })}%`,
            hint: 'this month',
          };
    case 'pending_revenue':
      return {
        value: formatMoney(summary.pendingRevenue, summary.currency),
        hint: otherCurrencies(summary.pendingRevenueByCurrency, summary.currency) ?? 'booked, not yet taught',
        href: '/teacher/sessions',
      };
    case 'teaching_streak':
      return { value: days(summary.teachingStreak), hint: `best ${days(summary.bestStreak)}` };
    case 'new_students':
      return { value: count(summary.newStudents), hint: 'added this month', href: '/teacher/students' };
    case 'completed_sessions':
      return { value: count(summary.completedSessions), hint: 'this month', href: '/teacher/sessions' };
  }
}

/** The teacher's four chosen KPI cards, in their chosen order. */
export function KpiCards({ summary }: { summary: TDashboardSummary }) {
  return (
    <section aria-labelledby="dashboard-kpis">
      <h2 id="dashboard-kpis" className="sr-only">
        Key figures
      </h2>
      {/* Each card is a subgrid of three rows (label, figure, hint), so a label that wraps at 390 px
          does not push its figure below the neighbour's. */}
      <div className="-mb-3 grid grid-cols-2 gap-x-3 sm:-mb-4 sm:gap-x-4 xl:grid-cols-4" data-testid="kpi-cards">
        {summary.kpis.map((key) => {
          const card = kpiCard(key, summary);
          return (
            <StatCard
              key={key}
              label={dashboardKpiLabels[key]}
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
