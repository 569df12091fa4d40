import { Card, CardContent } from '@/components/ui/card';
import type { TTemplateRankingItem } from '@/lib/insights/content/schemas';

const orDash = (value: number | null, unit = '') => (value === null ? '—' : `${value}${unit}`);

/** The most used lesson templates with how their sessions went; scrolls inside its box on phones. */
export function TopTemplates({ templates }: { templates: TTemplateRankingItem[] }) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-5">
        {templates.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No session used a lesson template in this period. Your most used templates will be ranked here.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] text-sm">
              <caption className="sr-only">Top lesson templates</caption>
              <thead>
                <tr className="text-muted-foreground text-left">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Template
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    Uses
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    Completion
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Rebooking
                  </th>
                </tr>
              </thead>
              <tbody className="divide-border divide-y">
                {templates.map((template) => (
                  <tr key={template.templateId}>
                    <th scope="row" className="text-foreground py-2 pr-3 text-left font-medium">
                      {template.name}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{template.uses}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{orDash(template.completionRate, '%')}</td>
                    <td className="py-2 text-right tabular-nums">{orDash(template.rebookingRate, '%')}</td>
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
