import { Card, CardContent } from '@/components/ui/card';
import type { TContentMetrics } from '@/lib/insights/content/schemas';
import { orDash, sessionsLabel } from './content-format';

type Combination = TContentMetrics & { tags: { id: string; name: string }[] };

/** Pairs of tags found together on a template, most used first, with how those sessions went. */
export function TagCombinations({ combinations }: { combinations: Combination[] }) {
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-2 pt-5 sm:pt-5">
        <h3 className="text-foreground text-sm font-semibold">Tag combinations</h3>
        {combinations.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No session used a template with two or more tags in this period. Pairs of tags that appear together will be
            listed here with their sessions, completion and rebooking.
          </p>
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
                  {sessionsLabel(combination.uses)} · completion {orDash(combination.completionRate, '%')} · rebooking{' '}
                  {orDash(combination.rebookingRate, '%')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
