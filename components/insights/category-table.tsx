import { Card, CardContent } from '@/components/ui/card';
import type { TContentMetrics } from '@/lib/insights/content/schemas';
import { orDash } from './content-format';

type Category = TContentMetrics & { category: string };

/** The categories of the templates used, most used first; scrolls inside its card on phones. */
export function CategoryTable({ categories }: { categories: Category[] }) {
  return (
    <Card>
      <CardContent className="space-y-2 pt-5 sm:pt-5">
        <h3 className="text-foreground text-sm font-semibold">Categories</h3>
        {categories.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No session used a template with a category in this period. Each category of your templates will show its
            sessions, completion, rebooking and rating here.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Sessions by template category</caption>
              <thead>
                <tr className="text-muted-foreground text-left">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Category
                  </th>
                  <th scope="col" className="py-1 pl-2 text-right font-medium">
                    Uses
                  </th>
                  <th scope="col" className="py-1 pl-2 text-right font-medium">
                    Completion
                  </th>
                  <th scope="col" className="py-1 pl-2 text-right font-medium">
                    Rebooking
                  </th>
                  <th scope="col" className="hidden py-1 pl-2 text-right font-medium sm:table-cell">
                    Rating
                  </th>
                </tr>
              </thead>
              <tbody className="divide-border divide-y">
                {categories.map((entry) => (
                  <tr key={entry.category}>
                    <th scope="row" className="text-foreground py-2 pr-2 text-left font-medium break-words">
                      {entry.category}
                    </th>
                    <td className="py-2 pl-2 text-right tabular-nums">{entry.uses}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{orDash(entry.completionRate, '%')}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{orDash(entry.rebookingRate, '%')}</td>
                    <td className="hidden py-2 pl-2 text-right tabular-nums sm:table-cell">
                      {orDash(entry.averageRating)}
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
