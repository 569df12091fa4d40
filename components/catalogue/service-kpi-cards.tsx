import { CalendarCheck, TrendingUp, UserPlus, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { StatCard } from '@/components/ui/stat-card';
import type { TServiceKpis } from '@/lib/catalogue/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatMoney, formatMonthOf, formatNumber } from '@/lib/presentation/format';

/** The month's KPIs of the services page, each against the previous month. */
export function ServiceKpiCards({ kpis, regional }: { kpis: TServiceKpis; regional?: RegionalFormat }) {
  const t = useTranslations('teacherServices.kpis');
  const otherCurrencies = kpis.revenue.byCurrency.filter(
    (money) => money.currency !== kpis.currency && money.amount > 0,
  );
  const vsLastMonth = t('versusLastMonth');
  const count = (value: number) => formatNumber(value, regional);
  return (
    <section aria-labelledby="kpi-heading" className="space-y-3">
      <h2 id="kpi-heading" className="text-muted-foreground text-sm font-medium">
        {formatMonthOf(kpis.month, regional)}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label={t('revenue')}
          icon={TrendingUp}
          value={formatMoney(kpis.revenue.value, kpis.currency, regional)}
          change={kpis.revenue.changePercent}
          hint={
            otherCurrencies.length
              ? `+ ${otherCurrencies.map((money) => formatMoney(money.amount, money.currency, regional)).join(', ')}`
              : vsLastMonth
          }
        />
        <StatCard
          label={t('activeEnrollments')}
          icon={Users}
          value={count(kpis.activeEnrollments.value)}
          change={kpis.activeEnrollments.changePercent}
          hint={vsLastMonth}
        />
        <StatCard
          label={t('newEnrollments')}
          icon={UserPlus}
          value={count(kpis.newEnrollments.value)}
          change={kpis.newEnrollments.changePercent}
          hint={vsLastMonth}
        />
        <StatCard
          label={t('sessions')}
          icon={CalendarCheck}
          value={count(kpis.sessions.value)}
          change={kpis.sessions.changePercent}
          hint={vsLastMonth}
        />
      </div>
    </section>
  );
}
