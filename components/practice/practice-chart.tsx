'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatIsoDate } from '@/lib/presentation/format';
import type { TPracticeWeek } from '@/lib/practice/schemas';

/** Minutes practised per week as bars; the figures are also a visually hidden table for screen readers. */
export function PracticeChart({ weeks }: { weeks: TPracticeWeek[] }) {
  const t = useTranslations('practice.chart');
  const regional = useRegionalFormat();
  const hydrated = useHydrated();
  const points = weeks.map(({ weekStart, minutes }) => ({
    short: formatIsoDate(weekStart, 'dayMonth', regional),
    name: t('weekOf', { date: formatIsoDate(weekStart, 'weekdayDate', regional) }),
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
                formatter={(value) => [value, t('minutes')]}
                contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 12 }}
              />
              <Bar dataKey="minutes" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        ) : null}
      </div>
      <table className="sr-only">
        <caption>{t('caption')}</caption>
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
