import { CalendarCheck, TrendingUp, UserPlus, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import type { TServiceKpis } from '@/lib/catalogue/schemas';
import { formatMonth } from '@/lib/core/format-time';
import { formatMoney } from '@/lib/presentation/format';

/** The month's KPIs of the services page, each against the previous month. */
export function ServiceKpiCards({ kpis }: { kpis: TServiceKpis }) {
  const otherCurrencies = kpis.revenue.byCurrency.filter(
    (money) => money.currency !== kpis.currency && money.amount > 0,
  );
  const vsLastMonth = 'vs last month';
  return (
    <section aria-labelledby="kpi-heading" className="space-y-3">
      <h2 id="kpi-heading" className="text-muted-foreground text-sm font-medium">
        {formatMonth(kpis.month)}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Revenue this month"
          icon={TrendingUp}
          value={formatMoney(kpis.revenue.value, kpis.currency)}
          change={kpis.revenue.changePercent}
          hint={
            otherCurrencies.length
              ? `+ ${otherCurrencies.map((money) => formatMoney(money.amount, money.currency)).join(', ')}`
              : vsLastMonth
          }
        />
        <StatCard
          label="Active enrollments"
          icon={Users}
          value={kpis.activeEnrollments.value}
          change={kpis.activeEnrollments.changePercent}
          hint={vsLastMonth}
        />
        <StatCard
          label="New enrollments"
          icon={UserPlus}
          value={kpis.newEnrollments.value}
          change={kpis.newEnrollments.changePercent}
          hint={vsLastMonth}
        />
        <StatCard
          label="Sessions"
          icon={CalendarCheck}
          value={kpis.sessions.value}
          change={kpis.sessions.changePercent}
          hint={vsLastMonth}
        />
      </div>
    </section>
  );
}
