import { CalendarClock, Coins, HandCoins, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import type { TDiscountCodeStats } from '@/lib/discounts/schemas';
import { formatDate } from '@/lib/core/format-time';
import { formatMoney } from '@/lib/presentation/format';

const money = (rows: TDiscountCodeStats['totalDiscount']) =>
  rows.length === 0 ? '—' : rows.map((row) => formatMoney(row.amount, row.currency)).join(' · ');

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
  const lastUsed = stats.lastUsedAt ? formatDate(stats.lastUsedAt, timeZone) : 'Never';
  return (
    <section aria-labelledby="discount-usage-heading" className="space-y-3">
      <h2 id="discount-usage-heading" className="text-foreground text-base font-semibold">
        Usage
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Uses"
          value={maxUses === null ? stats.usesCount : `${stats.usesCount} / ${maxUses}`}
          icon={CalendarClock}
          hint={`Last used: ${lastUsed}`}
        />
        <StatCard label="Students" value={stats.distinctStudents} icon={Users} />
        <StatCard label="Discounts given" value={money(stats.totalDiscount)} icon={HandCoins} />
        <StatCard label="Revenue from these enrollments" value={money(stats.revenue)} icon={Coins} />
      </div>
    </section>
  );
}
