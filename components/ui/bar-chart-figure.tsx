'use client';

import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useHydrated } from '@/components/ui/use-hydrated';

export type BarPoint = {
  key: string;
  /** The axis label, e.g. "3 Nov". */
  short: string;
  /** The tooltip's and the table's row heading, e.g. "Monday 3 November". */
  name: string;
  value: number;
};

type Props = {
  points: BarPoint[];
  /** The tooltip's name of the value, e.g. "Minutes". */
  valueLabel: string;
  /** The hidden table's caption, e.g. "Minutes practised per week". */
  caption: string;
  minTickGap?: number;
  /** Leave the rows of zero out of the table (a day-by-day series with many empty days). */
  skipZeroRows?: boolean;
};

/**
 * One series of bars over time, for the eye only (without the accessibility layer nothing in it takes
 * the focus), with the same figures as a visually hidden table for screen readers. Drawn once
 * hydrated: the chart measures its container.
 */
export function BarChartFigure({ points, valueLabel, caption, minTickGap = 12, skipZeroRows = false }: Props) {
  const hydrated = useHydrated();
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
                minTickGap={minTickGap}
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
                formatter={(value) => [value, valueLabel]}
                contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 12 }}
              />
              <Bar dataKey="value" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        ) : null}
      </div>
      {/* sr-only on a wrapper: a table box ignores the 1px width and would widen a phone screen. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <tbody>
            {points
              .filter((point) => !skipZeroRows || point.value > 0)
              .map((point) => (
                <tr key={point.key}>
                  <th scope="row">{point.name}</th>
                  <td>{point.value}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
