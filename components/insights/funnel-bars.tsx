import { useTranslations } from 'next-intl';
import { Card, CardContent } from '@/components/ui/card';
import type { TInsightsFunnel } from '@/lib/insights/performance/schemas';
import { useInsightWords } from './content-format';

/** The booking funnel: bar widths come from the API (relative to the largest stage). */
export function FunnelBars({ funnel }: { funnel: TInsightsFunnel }) {
  const t = useTranslations('teacherInsights.funnel');
  const words = useInsightWords();
  const empty = funnel.stages.every((stage) => stage.value === 0);
  return (
    <Card>
      <CardContent className="space-y-3 pt-5 sm:pt-5">
        {empty ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : (
          funnel.stages.map((stage) => (
            <div key={stage.stage} className="space-y-1">
              <div className="flex justify-between gap-2 text-sm">
                <span className="text-foreground">{t(`stage.${stage.stage}`)}</span>
                <span className="text-foreground font-medium tabular-nums">
                  {words.figure(stage.value)}{' '}
                  <span className="text-muted-foreground font-normal">
                    {t('previous', { value: words.figure(stage.previous) })}
                  </span>
                </span>
              </div>
              <div className="bg-surface-muted h-2.5 rounded-full" aria-hidden="true">
                <div className="bg-primary h-2.5 rounded-full" style={{ width: `${stage.width}%` }} />
              </div>
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
