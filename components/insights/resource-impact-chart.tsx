'use client';

import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent } from '@/components/ui/card';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { TContentMetrics } from '@/lib/insights/content/schemas';
import { orDash, resourceTypeLabels, sessionsLabel } from './content-format';

type TypeImpact = TContentMetrics & { type: keyof typeof resourceTypeLabels };

/** Completion and rebooking of the sessions that used each resource type (a missing rate is not drawn). */
export function ResourceImpactChart({ types }: { types: TypeImpact[] }) {
  const hydrated = useHydrated();
  const points = types.map((entry) => ({
    type: resourceTypeLabels[entry.type],
    completion: entry.completionRate,
    rebooking: entry.rebookingRate,
  }));
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-2 pt-5 sm:pt-5">
        <h3 className="text-foreground text-sm font-semibold">Resource impact by type</h3>
        {types.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No session used a resource in this period. When you attach materials, homework or references to sessions,
            their completion and rebooking rates will be compared here.
          </p>
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
                      tickFormatter={(value: number) => `${value}%`}
                    />
                    <Tooltip
                      cursor={{ fill: 'var(--color-surface-muted)' }}
                      formatter={(value, name) => [
                        `${String(value)}%`,
                        name === 'completion' ? 'Completion' : 'Rebooking',
                      ]}
                      contentStyle={{ borderRadius: 8, borderColor: 'var(--color-border)', fontSize: 12 }}
                    />
                    <Legend
                      iconSize={8}
                      wrapperStyle={{ fontSize: 12 }}
                      formatter={(name: string) => (name === 'completion' ? 'Completion' : 'Rebooking')}
                    />
                    <Bar maxBarSize={56} dataKey="completion" fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
                    <Bar maxBarSize={56} dataKey="rebooking" fill="var(--color-success)" radius={[3, 3, 0, 0]} />
                  </BarChart>
                </ResponsiveContainer>
              ) : null}
            </div>
            <figcaption className="text-muted-foreground text-xs">
              {types.map((entry) => `${resourceTypeLabels[entry.type]}: ${sessionsLabel(entry.uses)}`).join(' · ')}
            </figcaption>
            <table className="sr-only">
              <caption>Completion and rebooking by resource type</caption>
              <thead>
                <tr>
                  <th scope="col">Type</th>
                  <th scope="col">Sessions</th>
                  <th scope="col">Completion</th>
                  <th scope="col">Rebooking</th>
                </tr>
              </thead>
              <tbody>
                {types.map((entry) => (
                  <tr key={entry.type}>
                    <th scope="row">{resourceTypeLabels[entry.type]}</th>
                    <td>{entry.uses}</td>
                    <td>{orDash(entry.completionRate, '%')}</td>
                    <td>{orDash(entry.rebookingRate, '%')}</td>
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
