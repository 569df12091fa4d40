'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { TReviewStats } from '@/lib/reviews/schemas';

type Props = { distribution: TReviewStats['distribution']; count: number };

/**
 * How many reviews gave each rating, as horizontal bars (5 stars on top). The same figures are
 * listed as text for screen readers.
 */
export function ReviewDistributionChart({ distribution, count }: Props) {
  const t = useTranslations('teacherReviews');
  const hydrated = useHydrated();
  const rows = ([5, 4, 3, 2, 1] as const).map((stars) => ({ label: `${stars} ★`, stars, count: distribution[stars] }));
  return (
    <figure className="space-y-2">
      <figcaption className="text-muted-foreground text-sm font-medium">{t('chart.title')}</figcaption>
      {/* For the eye only; without the accessibility layer nothing in it takes the focus (the figures are in the text below). */}
      <div aria-hidden="true" className="h-40 w-full">
        {hydrated ? (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={rows}
              layout="vertical"
              margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
            >
              <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="var(--color-border)" />
              <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
              <YAxis type="category" dataKey="label" width={40} tickLine={false} axisLine={false} fontSize={12} />
              <Tooltip
                cursor={{ fillOpacity: 0.08 }}
                formatter={(value) => [String(value), t('chart.tooltip')]}
                labelFormatter={(label) => t('stars', { count: Number(String(label).replace(' ★', '')) })}
              />
              <Bar dataKey="count" radius={[0, 4, 4, 0]} fill="var(--color-primary)" />
            </BarChart>
          </ResponsiveContainer>
        ) : null}
      </div>
      <ul className="sr-only">
        {rows.map((row) => (
          <li key={row.stars}>{t('chart.row', { stars: row.stars, count: row.count, total: count })}</li>
        ))}
      </ul>
    </figure>
  );
}
