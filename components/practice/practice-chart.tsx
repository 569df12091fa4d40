'use client';

import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { BarChartFigure } from '@/components/ui/bar-chart-figure';
import { formatIsoDate } from '@/lib/presentation/format';
import type { TPracticeWeek } from '@/lib/practice/schemas';

/** Minutes practised per week as bars; the figures are also a visually hidden table for screen readers. */
export function PracticeChart({ weeks }: { weeks: TPracticeWeek[] }) {
  const t = useTranslations('practice.chart');
  const regional = useRegionalFormat();
  const points = weeks.map(({ weekStart, minutes }) => ({
    key: weekStart,
    short: formatIsoDate(weekStart, 'dayMonth', regional),
    name: t('weekOf', { date: formatIsoDate(weekStart, 'weekdayDate', regional) }),
    value: minutes,
  }));
  return <BarChartFigure points={points} valueLabel={t('minutes')} caption={t('caption')} />;
}
