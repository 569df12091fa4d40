'use client';

import Link from 'next/link';
import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatMonth } from '@/lib/core/format-time';
import type { RevenueSeries } from '@/lib/dashboard/get-revenue-series';
import { formatMoney } from '@/lib/presentation/format';

type Point = { month: string; short: string; name: string; amount: number };

/**
 * The teacher's revenue of the last six months as a small area chart (issue 15: "a small revenue
 * sparkline"), with the total. The figures are also a visually hidden table for screen readers;
 * without any revenue yet a short line stands in for a flat chart.
 */
export function RevenueSparkline({ series }: { series: RevenueSeries }) {
  const hydrated = useHydrated();
  const { currency } = series;
  const points: Point[] = series.months.map(({ month, amount }) => {
    const name = formatMonth(month); // "November 2026"
    return { month, name, short: name.slice(0, 3), amount };
  });
  const total = points.reduce((sum, point) => sum + point.amount, 0);
  const range = points.length > 0 ? `${points[0]!.name} to ${points.at(-1)!.name}` : '';

  return (
    <Card data-testid="revenue-sparkline">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>Revenue, last 6 months</CardTitle>
          <CardDescription>Payments minus refunds in {currency}, by month.</CardDescription>
        </div>
        {total > 0 ? (
          <p className="text-foreground shrink-0 text-right text-xl leading-7 font-semibold tracking-tight tabular-nums">
            <span className="sr-only">Total: </span>
            {formatMoney(total, currency)}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="pt-3 sm:pt-3">
        {total === 0 ? (
          <p className="text-muted-foreground text-sm">
            No revenue yet. Packages your students pay for show up here month by month.{' '}
            <Link href="/teacher/services" className="text-primary font-medium underline-offset-4 hover:underline">
              Your services
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
                      formatter={(value) => [formatMoney(Number(value), currency), 'Revenue']}
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
              Revenue by month, {range}: {formatMoney(total, currency)} in total.
            </figcaption>
            <table className="sr-only">
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.month}>
                    <th scope="row">{point.name}</th>
                    <td>{formatMoney(point.amount, currency)}</td>
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
