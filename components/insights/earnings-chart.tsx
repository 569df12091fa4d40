'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent } from '@/components/ui/card';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { TInsightsEarnings } from '@/lib/insights/performance/schemas';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatIsoDate, formatMoney } from '@/lib/presentation/format';

/** Net earnings of the last 12 months, one currency at a time (amounts are never converted). */
export function EarningsChart({ earnings, defaultCurrency }: { earnings: TInsightsEarnings; defaultCurrency: string }) {
  const t = useTranslations('teacherInsights.earnings');
  const regional = useRegionalFormat();
  const monthLabel = (month: string) => formatIsoDate(`${month}-15`, 'monthAxis', regional);
  const money = (amount: number, code: string) => formatMoney(amount, code, regional);
  const hydrated = useHydrated();
  const initial = earnings.currencies.includes(defaultCurrency) ? defaultCurrency : (earnings.currencies[0] ?? '');
  const [currency, setCurrency] = useState(initial);
  if (earnings.currencies.length === 0) {
    return (
      <Card>
        <CardContent className="pt-5 sm:pt-5">
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        </CardContent>
      </Card>
    );
  }
  const points = earnings.months.map(({ month, totals }) => ({
    month: monthLabel(month),
    amount: totals.find((total) => total.currency === currency)?.amount ?? 0,
  }));
  return (
    <Card>
      <CardContent className="space-y-3 pt-5 sm:pt-5">
        {earnings.currencies.length > 1 ? (
          <div role="group" aria-label={t('currency')} className="flex flex-wrap gap-2">
            {earnings.currencies.map((code) => (
              <button
                key={code}
                type="button"
                aria-pressed={code === currency}
                onClick={() => setCurrency(code)}
                className="border-border aria-pressed:bg-primary aria-pressed:text-primary-foreground rounded-md border px-2.5 py-1 text-xs font-medium"
              >
                {code}
              </button>
            ))}
          </div>
        ) : null}
        <figure className="m-0 min-w-0">
          {/* For the eye only; without the accessibility layer nothing in it takes the focus (the figures are in the text below). */}
          <div aria-hidden="true" className="h-56 w-full">
            {hydrated ? (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart accessibilityLayer={false} data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
                  <XAxis dataKey="month" tickLine={false} axisLine={false} fontSize={11} minTickGap={8} />
                  <YAxis
                    tickLine={false}
                    axisLine={false}
                    fontSize={11}
                    width={64}
                    tickFormatter={(value: number) => money(value, currency)}
                  />
                  <Tooltip
                    cursor={{ fill: 'var(--color-surface-muted)' }}
                    formatter={(value) => [money(Number(value), currency), t('tooltip')]}
                    contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 12 }}
                  />
                  <Bar dataKey="amount" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            ) : null}
          </div>
          {/* sr-only on a wrapper: a table box ignores the 1px width and would widen a phone screen. */}
          <div className="sr-only">
            <table>
              <caption>{t('caption', { currency })}</caption>
              <tbody>
                {points.map((point) => (
                  <tr key={point.month}>
                    <th scope="row">{point.month}</th>
                    <td>{money(point.amount, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
