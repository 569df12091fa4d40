import { useTranslations } from 'next-intl';
import { Card, CardContent } from '@/components/ui/card';
import type { TCohorts } from '@/lib/insights/student-retention/schemas';
import { formatIsoDate } from '@/lib/presentation/format';
import { useInsightWords } from './content-format';

/** Cohorts by first month: the share still taking sessions each month after, shaded by the number shown. */
export function CohortHeatMap({ cohorts }: { cohorts: TCohorts['cohorts'] }) {
  const t = useTranslations('teacherInsights.cohorts');
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-5">
        <h3 className="text-foreground mb-2 text-sm font-semibold">{t('title')}</h3>
        <CohortTable cohorts={cohorts} />
      </CardContent>
    </Card>
  );
}

function CohortTable({ cohorts }: { cohorts: TCohorts['cohorts'] }) {
  const t = useTranslations('teacherInsights.cohorts');
  const words = useInsightWords();
  const monthLabel = (month: string) => formatIsoDate(`${month}-15`, 'shortMonth', words.locale);
  const filled = cohorts.filter((cohort) => cohort.size > 0);
  if (filled.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('empty')}</p>;
  }
  const columns = Math.max(...filled.map((cohort) => cohort.retention.length));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="text-left font-medium">
              {t('started')}
            </th>
            <th scope="col" className="text-right font-medium">
              {t('students')}
            </th>
            {Array.from({ length: columns }, (_, index) => (
              <th key={index} scope="col" className="text-center font-medium">
                {index === 0 ? t('start') : `+${index}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filled.map((cohort) => (
            <tr key={cohort.month}>
              <th scope="row" className="text-foreground pr-2 text-left font-medium whitespace-nowrap">
                {monthLabel(cohort.month)}
              </th>
              <td className="pr-2 text-right tabular-nums">{words.figure(cohort.size)}</td>
              {Array.from({ length: columns }, (_, index) => {
                const value = cohort.retention[index];
                return (
                  <td
                    key={index}
                    className="rounded text-center tabular-nums"
                    style={
                      value === undefined
                        ? undefined
                        : {
                            // At most 70% of the primary under dark text: >= 4.5:1 for every share (WCAG AA).
                            backgroundColor: `color-mix(in oklab, var(--color-primary) ${Math.round(value * 0.7)}%, transparent)`,
                          }
                    }
                  >
                    {value === undefined ? '' : words.rate(Math.round(value))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
