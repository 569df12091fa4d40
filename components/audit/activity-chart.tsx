'use client';

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useHydrated } from '@/components/ui/use-hydrated';
import { actionLabel } from '@/lib/audit/audit-labels';
import type { TActivitySummary } from '@/lib/audit/schemas';
import { formatIsoDateAs, formatIsoDateRange } from '@/lib/core/format-time';

const topActionCount = 5;

/**
 * The activity summary: entries per day over the period as a bar chart, and the most frequent
 * actions. The figures are also a visually hidden table for screen readers.
 */
export function ActivityChart({ summary }: { summary: TActivitySummary }) {
  const hydrated = useHydrated();
  const points = summary.byDay.map(({ date, count }) => ({
    date,
    short: formatIsoDateAs(date, 'dayMonth'),
    name: formatIsoDateAs(date, 'weekdayDate'),
    count,
  }));
  const top = summary.byAction.slice(0, topActionCount);

  return (
    <Card data-testid="activity-summary">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>Activity</CardTitle>
          <CardDescription>{formatIsoDateRange(summary.from, summary.to)}, by day.</CardDescription>
        </div>
        <p className="text-foreground shrink-0 text-right text-xl leading-7 font-semibold tabular-nums">
          {summary.total}
          <span className="text-muted-foreground ml-1 text-sm font-normal">
            {summary.total === 1 ? 'entry' : 'entries'}
          </span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 pt-3 sm:pt-3 lg:grid-cols-[1fr_18rem]">
        {summary.total === 0 ? (
          <p className="text-muted-foreground text-sm lg:col-span-2">Nothing was recorded in this period.</p>
        ) : (
          <>
            <figure className="m-0 min-w-0">
              {/* For the eye only; without the accessibility layer nothing in it takes the focus (the figures are in the text below). */}
              <div aria-hidden="true" className="h-40 w-full">
                {hydrated ? (
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart
                      accessibilityLayer={false}
                      data={points}
                      margin={{ top: 4, right: 4, bottom: 0, left: -24 }}
                    >
                      <XAxis
                        dataKey="short"
                        tickLine={false}
                        axisLine={false}
                        fontSize={12}
                        minTickGap={16}
                        tick={{ fill: 'var(--color-muted-foreground)' }}
                      />
                      <YAxis
                        allowDecimals={false}
                        tickLine={false}
                        axisLine={false}
                        fontSize={12}
                        width={48}
                        tick={{ fill: 'var(--color-muted-foreground)' }}
                      />
                      <Tooltip
                        cursor={{ fill: 'var(--color-surface-muted)' }}
                        separator=": "
                        labelFormatter={(_label, payload) => payload[0]?.payload.name ?? ''}
                        formatter={(value) => [value, 'Entries']}
                        contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 12 }}
                      />
                      <Bar dataKey="count" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
                    </BarChart>
                  </ResponsiveContainer>
                ) : null}
              </div>
              <table className="sr-only">
                <caption>Audit entries per day</caption>
                <tbody>
                  {points
                    .filter((point) => point.count > 0)
                    .map((point) => (
                      <tr key={point.date}>
                        <th scope="row">{point.name}</th>
                        <td>{point.count}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </figure>
            <div className="min-w-0">
              <h3 className="text-foreground mb-2 text-sm font-semibold">Top actions</h3>
              <ol className="grid gap-1.5 text-sm">
                {top.map((row) => (
                  <li key={row.action} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate" title={row.action}>
                      {actionLabel(row.action)}
                    </span>
                    <span className="text-muted-foreground tabular-nums">{row.count}</span>
                  </li>
                ))}
              </ol>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
