'use client';

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatIsoDateAs } from '@/lib/core/format-time';
import type { TPracticeWeek } from '@/lib/practice/schemas';

/** Minutes practised per week as bars; the figures are also a visually hidden table for screen readers. */
export function PracticeChart({ weeks }: { weeks: TPracticeWeek[] }) {
  const hydrated = useHydrated();
  const points = weeks.map(({ weekStart, minutes }) => ({
    short: formatIsoDateAs(weekStart, 'dayMonth'),
    name: `Week of ${formatIsoDateAs(weekStart, 'weekdayDate')}`,
    minutes,
  }));
  return (
    <figure className="m-0 min-w-0">
      <div aria-hidden="true" className="h-40 w-full">
        {hydrated ? (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart accessibilityLayer={false} data={points} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
              <XAxis
                dataKey="short"
                tickLine={false}
                axisLine={false}
                fontSize={12}
                minTickGap={12}
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
                formatter={(value) => [value, 'Minutes']}
                contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 12 }}
              />
              <Bar dataKey="minutes" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        ) : null}
      </div>
      <table className="sr-only">
        <caption>Minutes practised per week</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.name}>
              <th scope="row">{point.name}</th>
              <td>{point.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
