'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { RevenueSeries } from '@/lib/dashboard/get-revenue-series';
import { formatDateTime, formatMoney, formatMonthOf } from '@/lib/presentation/format';

type Point = { month: string; short: string; name: string; amount: number };

/**
 * The teacher's revenue of the last six months as a small area chart (issue 15: "a small revenue
 * sparkline"), with the total. The figures are also a visually hidden table for screen readers;
 * without any revenue yet a short line stands in for a flat chart.
 */
export function RevenueSparkline({ series }: { series: RevenueSeries }) {
  const hydrated = useHydrated();
  const regional = useRegionalFormat();
  const t = useTranslations('teacherDashboard.revenue');
  const { currency } = series;
  const money = (amount: number) => formatMoney(amount, currency, regional);
  const points: Point[] = series.months.map(({ month, amount }) => {
    const name = formatMonthOf(month, regional); // "November 2026"
    const short =
      regional.locale === 'en' ? name.slice(0, 3) : formatDateTime(`${month}-15T12:00:00Z`, 'UTC', 'monthAxis', regional);
    return { month, name, short: short.replace(/\s*\d+$/, ''), amount };
  });
  const total = points.reduce((sum, point) => sum + point.amount, 0);

  return (
    <Card data-testid="revenue-sparkline">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description', { currency })}</CardDescription>
        </div>
        {total > 0 ? (
          <p className="text-foreground shrink-0 text-right text-xl leading-7 font-semibold tracking-tight tabular-nums">
            <span className="sr-only">{t('total')} </span>
            {money(total)}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="pt-3 sm:pt-3">
        {total === 0 ? (
          <p className="text-muted-foreground text-sm">
            {t('empty')}{' '}
            <Link href="/teacher/services" className="text-primary font-medium underline-offset-4 hover:underline">
              {t('services')}
            </Link>
          </p>
        ) : (
          <figure className="m-0">
            {/* For the eye only; without the accessibility layer nothing in it takes the focus (the figures are in the text below). */}
            <div aria-hidden="true" className="h-28 w-full">
              {hydrated ? (
                <ResponsiveContainer width="100%" height="100%">
                  <AreaChart accessibilityLayer={false} data={points} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
                    <defs>
                      <linearGradient id="revenue-sparkline-fill" x1="0" y1="0" x2="0" y2="1">
                        <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.25} />
                        <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0} />
                      </linearGradient>
                    </defs>
                    <XAxis
                      dataKey="short"
                      tickLine={false}
                      axisLine={false}
                      interval={0}
                      fontSize={12}
                      tick={{ fill: 'var(--color-muted-foreground)' }}
                      padding={{ left: 4, right: 4 }}
                    />
                    <Tooltip
                      cursor={{ stroke: 'var(--color-border-strong)' }}
                      separator=": "
                      contentStyle={{
                        borderRadius: 8,
                        borderColor: 'var(--color-border)',
                        fontSize: 12,
                        padding: '6px 10px',
                      }}
                      labelStyle={{ color: 'var(--color-muted-foreground)', marginBottom: 2 }}
                      itemStyle={{ color: 'var(--color-foreground)', fontWeight: 600, padding: 0 }}
                      formatter={(value) => [money(Number(value)), t('revenue')]}
                      labelFormatter={(_, payload) => (payload?.[0]?.payload as Point | undefined)?.name ?? ''}
                    />
                    <Area
                      type="monotone"
                      dataKey="amount"
                      stroke="var(--color-primary)"
                      strokeWidth={2}
                      fill="url(#revenue-sparkline-fill)"
                      isAnimationActive={false}
                    />
                  </AreaChart>
                </ResponsiveContainer>
              ) : null}
            </div>
            <figcaption className="sr-only">
              {points.length > 0
                ? t('caption', { first: points[0]!.name, last: points.at(-1)!.name, total: money(total) })
                : null}
            </figcaption>
            <table className="sr-only">
              <thead>
                <tr>
                  <th scope="col">{t('month')}</th>
                  <th scope="col">{t('revenue')}</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.month}>
                    <th scope="row">{point.name}</th>
                    <td>{money(point.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
