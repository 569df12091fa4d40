import { Flame, Trophy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatNumber } from '@/lib/presentation/format';

type Props = { current: number; best: number; isNewRecord: boolean; regional?: RegionalFormat };

/** The teaching streak (consecutive days with a completed lesson) beside the best one. */
export function StreakCard({ current, best, isNewRecord, regional }: Props) {
  const t = useTranslations('teacherDashboard.streak');
  const days = (value: number) => t('days', { count: value, days: formatNumber(value, regional) });
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        {isNewRecord ? (
          <Badge tone="success">
            <Trophy aria-hidden="true" />
            {t('newRecord')}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-muted-foreground text-sm">{t('current')}</dt>
            <dd className="text-foreground mt-1 flex items-center gap-2 text-2xl font-semibold tabular-nums">
              <Flame
                className={current > 0 ? 'text-warning size-5' : 'text-muted-foreground size-5'}
                aria-hidden="true"
              />
              {days(current)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">{t('best')}</dt>
            <dd className="text-foreground mt-1 text-2xl font-semibold tabular-nums">{days(best)}</dd>
          </div>
        </dl>
        {current === 0 ? (
          <p className="text-muted-foreground mt-3 text-sm">{t('start')}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
