import { Card, CardContent } from '@/components/ui/card';
import type { TContentMetrics } from '@/lib/insights/content/schemas';
import { useTranslations } from 'next-intl';
import { useInsightWords } from './content-format';

type Combination = TContentMetrics & { tags: { id: string; name: string }[] };

/** Pairs of tags found together on a template, most used first, with how those sessions went. */
export function TagCombinations({ combinations }: { combinations: Combination[] }) {
  const t = useTranslations('teacherInsights.tags');
  const words = useInsightWords();
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-2 pt-5 sm:pt-5">
        <h3 className="text-foreground text-sm font-semibold">{t('title')}</h3>
        {combinations.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : (
          <ul className="divide-border divide-y text-sm" data-testid="insights-tag-combinations">
            {combinations.map((combination) => (
              <li
                key={combination.tags.map((tag) => tag.id).join(':')}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
              >
                <span className="text-foreground min-w-0 font-medium break-words">
                  {combination.tags.map((tag) => tag.name).join(' + ')}
                </span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {t('figures', {
                    sessions: words.sessions(combination.uses),
                    completion: words.rate(combination.completionRate),
                    rebooking: words.rate(combination.rebookingRate),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
