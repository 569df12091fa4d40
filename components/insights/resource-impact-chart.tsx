'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent } from '@/components/ui/card';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { TContentMetrics } from '@/lib/insights/content/schemas';
import { useInsightWords } from './content-format';

type TypeImpact = TContentMetrics & { type: 'material' | 'homework' | 'reference' };

/** Completion and rebooking of the sessions that used each resource type (a missing rate is not drawn). */
export function ResourceImpactChart({ types }: { types: TypeImpact[] }) {
  const t = useTranslations('teacherInsights.resources');
  const words = useInsightWords();
  const hydrated = useHydrated();
  const points = types.map((entry) => ({
    type: words.resourceType(entry.type),
    completion: entry.completionRate,
    rebooking: entry.rebookingRate,
  }));
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-2 pt-5 sm:pt-5">
        <h3 className="text-foreground text-sm font-semibold">{t('title')}</h3>
        {types.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : (
          <figure className="m-0 min-w-0">
            {/* For the eye only; without the accessibility layer nothing in it takes the focus (the figures are in the text below). */}
            <div aria-hidden="true" className="h-52 w-full">
              {hydrated ? (
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart accessibilityLayer={false} data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
                    <XAxis dataKey="type" tickLine={false} axisLine={false} fontSize={11} />
                    <YAxis
                      tickLine={false}
                      axisLine={false}
                      fontSize={11}
                      width={40}
                      domain={[0, 100]}
                      tickFormatter={(value: number) => words.rate(value)}
                    />
                    <Tooltip
                      cursor={{ fill: 'var(--color-surface-muted)' }}
                      formatter={(value, name) => [
                        words.rate(Number(value)),
                        name === 'completion' ? t('completion') : t('rebooking'),
                      ]}
                      contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 12 }}
                    />
                    <Legend
                      iconSize={8}
                      wrapperStyle={{ fontSize: 12 }}
                      formatter={(name: string) => (name === 'completion' ? t('completion') : t('rebooking'))}
                    />
                    <Bar maxBarSize={56} dataKey="completion" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
                    <Bar maxBarSize={56} dataKey="rebooking" fill="var(--color-success)" radius={[3, 3, 0, 0]} />
                  </BarChart>
                </ResponsiveContainer>
              ) : null}
            </div>
            <figcaption className="text-muted-foreground text-xs">
              {types
                .map((entry) =>
                  t('usesOf', { type: words.resourceType(entry.type), sessions: words.sessions(entry.uses) }),
                )
                .join(' · ')}
            </figcaption>
            {/* sr-only on a wrapper: a table box ignores the 1px width and would widen a phone screen. */}
            <div className="sr-only">
              <table>
                <caption>{t('caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('type')}</th>
                    <th scope="col">{t('sessions')}</th>
                    <th scope="col">{t('completion')}</th>
                    <th scope="col">{t('rebooking')}</th>
                  </tr>
                </thead>
                <tbody>
                  {types.map((entry) => (
                    <tr key={entry.type}>
                      <th scope="row">{words.resourceType(entry.type)}</th>
                      <td>{words.figure(entry.uses)}</td>
                      <td>{words.rate(entry.completionRate)}</td>
                      <td>{words.rate(entry.rebookingRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
