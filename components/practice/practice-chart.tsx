'use client';

import { BarChartFigure } from '@/components/ui/bar-chart-figure';
import { formatIsoDateAs } from '@/lib/core/format-time';
import type { TPracticeWeek } from '@/lib/practice/schemas';

/** Minutes practised per week as bars; the figures are also a visually hidden table for screen readers. */
export function PracticeChart({ weeks }: { weeks: TPracticeWeek[] }) {
  const points = weeks.map(({ weekStart, minutes }) => ({
    key: weekStart,
    short: formatIsoDateAs(weekStart, 'dayMonth'),
    name: `Week of ${formatIsoDateAs(weekStart, 'weekdayDate')}`,
    value: minutes,
  }));
  return <BarChartFigure points={points} valueLabel="Minutes" caption="Minutes practised per week" />;
}
