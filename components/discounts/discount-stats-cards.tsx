import { CalendarClock, Coins, HandCoins, Users } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { StatCard } from '@/components/ui/stat-card';
import type { Locale } from '@/lib/core/locale';
import type { TDiscountCodeStats } from '@/lib/discounts/schemas';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/presentation/format';

/** Usage of one code: redemptions, students, discounts given and revenue brought in. */
export function DiscountStatsCards({
  stats,
  maxUses,
  timeZone,
}: {
  stats: TDiscountCodeStats;
  maxUses: number | null;
  /** The teacher's zone. */
  timeZone: string;
}) {
  const t = useTranslations('teacherDiscounts.stats');
  const locale = useLocale() as Locale;
  const money = (rows: TDiscountCodeStats['totalDiscount']) =>
    rows.length === 0 ? '—' : rows.map((row) => formatMoney(row.amount, row.currency, locale)).join(' · ');
  const lastUsed = stats.lastUsedAt ? formatDateTime(stats.lastUsedAt, timeZone, 'date', locale) : t('never');
  return (
    <section aria-labelledby="discount-usage-heading" className="space-y-3">
      <h2 id="discount-usage-heading" className="text-foreground text-base font-semibold">
        {t('usage')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('uses')}
          value={
            maxUses === null
              ? formatNumber(stats.usesCount, locale)
              : `${formatNumber(stats.usesCount, locale)} / ${formatNumber(maxUses, locale)}`
          }
          icon={CalendarClock}
          hint={t('lastUsed', { day: lastUsed })}
        />
        <StatCard label={t('students')} value={formatNumber(stats.distinctStudents, locale)} icon={Users} />
        <StatCard label={t('given')} value={money(stats.totalDiscount)} icon={HandCoins} />
        <StatCard label={t('revenue')} value={money(stats.revenue)} icon={Coins} />
      </div>
    </section>
  );
}
