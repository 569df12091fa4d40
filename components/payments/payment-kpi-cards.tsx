import { Banknote, Landmark, Percent, Receipt, RotateCcw, TrendingUp, Wallet } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import type { TPaymentKpis } from '@/lib/payments/schemas';
import { formatMoney } from '@/lib/presentation/format';

/**
 * Revenue (payments minus refunds: the dashboard's, services page's and insights' figure, see
 * docs/metrics.md), then gross, refunds, net to teacher, fees, tax and net base of the period, one
 * row of cards per currency.
 */
export function PaymentKpiCards({ kpis, periodLabel }: { kpis: TPaymentKpis; periodLabel: string }) {
  return (
    <section aria-labelledby="payment-kpis-heading" className="space-y-4">
      <h2 id="payment-kpis-heading" className="text-foreground text-base font-semibold">
        {periodLabel}
        <span className="text-muted-foreground ml-2 text-sm font-normal">Tax rate {kpis.taxRate}%</span>
      </h2>
      {kpis.totals.map((totals) => {
        const money = (minor: number) => formatMoney(minor, totals.currency);
        return (
          <div key={totals.currency} className="space-y-2">
            {kpis.totals.length > 1 ? (
              <h3 className="text-muted-foreground text-sm font-medium">{totals.currency}</h3>
            ) : null}
            <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="payment-kpis">
              <StatCard
                label="Revenue"
                value={money(totals.revenue)}
                icon={TrendingUp}
                hint="Gross minus refunds, as on the dashboard"
              />
              <StatCard
                label="Gross"
                value={money(totals.gross)}
                icon={Banknote}
                hint={`${totals.payments} payment${totals.payments === 1 ? '' : 's'}`}
              />
              <StatCard label="Refunds" value={money(totals.refunds)} icon={RotateCcw} />
              <StatCard
                label="Net to you"
                value={money(totals.netToTeacher)}
                icon={Wallet}
                hint="Gross minus fees and refunds"
              />
              <StatCard label="Processor fees" value={money(totals.processorFees)} icon={Receipt} />
              <StatCard label="Tax collected" value={money(totals.taxCollected)} icon={Percent} />
              <StatCard label="Net base" value={money(totals.netBase)} icon={Landmark} hint="Gross minus tax" />
            </div>
          </div>
        );
      })}
    </section>
  );
}
