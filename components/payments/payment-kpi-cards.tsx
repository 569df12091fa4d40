import { Banknote, Landmark, Percent, Receipt, RotateCcw, TrendingUp, Wallet } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { StatCard } from '@/components/ui/stat-card';
import type { Locale } from '@/lib/core/locale';
import type { TPaymentKpis } from '@/lib/payments/schemas';
import { formatMoney, formatPercent } from '@/lib/presentation/format';

/**
 * Revenue (payments minus refunds: the dashboard's, services page's and insights' figure, see
 * docs/metrics.md), then gross, refunds, net to teacher, fees, tax and net base of the period, one
 * row of cards per currency.
 */
export function PaymentKpiCards({ kpis, periodLabel }: { kpis: TPaymentKpis; periodLabel: string }) {
  const t = useTranslations('teacherPayments.kpis');
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="payment-kpis-heading" className="space-y-4">
      <h2 id="payment-kpis-heading" className="text-foreground text-base font-semibold">
        {periodLabel}
        <span className="text-muted-foreground ml-2 text-sm font-normal">
          {t('taxRate', { rate: formatPercent(kpis.taxRate, locale) })}
        </span>
      </h2>
      {kpis.totals.map((totals) => {
        const money = (minor: number) => formatMoney(minor, totals.currency, locale);
        return (
          <div key={totals.currency} className="space-y-2">
            {kpis.totals.length > 1 ? (
              <h3 className="text-muted-foreground text-sm font-medium">{totals.currency}</h3>
            ) : null}
            <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="payment-kpis">
              <StatCard label={t('revenue')} value={money(totals.revenue)} icon={TrendingUp} hint={t('revenueHint')} />
              <StatCard
                label={t('gross')}
                value={money(totals.gross)}
                icon={Banknote}
                hint={t('payments', { count: totals.payments })}
              />
              <StatCard label={t('refunds')} value={money(totals.refunds)} icon={RotateCcw} />
              <StatCard label={t('net')} value={money(totals.netToTeacher)} icon={Wallet} hint={t('netHint')} />
              <StatCard label={t('fees')} value={money(totals.processorFees)} icon={Receipt} />
              <StatCard label={t('tax')} value={money(totals.taxCollected)} icon={Percent} />
              <StatCard label={t('netBase')} value={money(totals.netBase)} icon={Landmark} hint={t('netBaseHint')} />
            </div>
          </div>
        );
      })}
    </section>
  );
}
