import { Card, CardContent } from '@/components/ui/card';
import type { TContentMetrics } from '@/lib/insights/content/schemas';
import { useTranslations } from 'next-intl';
import { useInsightWords } from './content-format';

type Category = TContentMetrics & { category: string };

/** The categories of the templates used, most used first; scrolls inside its card on phones. */
export function CategoryTable({ categories }: { categories: Category[] }) {
  const t = useTranslations('teacherInsights.categories');
  const words = useInsightWords();
  return (
    <Card>
      <CardContent className="space-y-2 pt-5 sm:pt-5">
        <h3 className="text-foreground text-sm font-semibold">{t('title')}</h3>
        {categories.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('caption')}</caption>
              <thead>
                <tr className="text-muted-foreground text-left">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {t('category')}
                  </th>
                  <th scope="col" className="py-1 pl-2 text-right font-medium">
                    {t('uses')}
                  </th>
                  <th scope="col" className="py-1 pl-2 text-right font-medium">
                    {t('completion')}
                  </th>
                  <th scope="col" className="py-1 pl-2 text-right font-medium">
                    {t('rebooking')}
                  </th>
                  <th scope="col" className="hidden py-1 pl-2 text-right font-medium sm:table-cell">
                    {t('rating')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-border divide-y">
                {categories.map((entry) => (
                  <tr key={entry.category}>
                    <th scope="row" className="text-foreground py-2 pr-2 text-left font-medium break-words">
                      {entry.category}
                    </th>
                    <td className="py-2 pl-2 text-right tabular-nums">{words.figure(entry.uses)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{words.rate(entry.completionRate)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{words.rate(entry.rebookingRate)}</td>
                    <td className="hidden py-2 pl-2 text-right tabular-nums sm:table-cell">
                      {words.figure(entry.averageRating)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
