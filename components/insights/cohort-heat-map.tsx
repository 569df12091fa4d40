import { Card, CardContent } from '@/components/ui/card';
import type { TCohorts } from '@/lib/insights/student-retention/schemas';
import { formatIsoDateAs } from '@/lib/core/format-time';

const monthLabel = (month: string) => formatIsoDateAs(`${month}-15`, 'shortMonth');

/** Cohorts by first month: the share still taking sessions each month after, shaded by the number shown. */
export function CohortHeatMap({ cohorts }: { cohorts: TCohorts['cohorts'] }) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-5">
        <h3 className="text-foreground mb-2 text-sm font-semibold">Cohorts</h3>
        <CohortTable cohorts={cohorts} />
      </CardContent>
    </Card>
  );
}

function CohortTable({ cohorts }: { cohorts: TCohorts['cohorts'] }) {
  const filled = cohorts.filter((cohort) => cohort.size > 0);
  if (filled.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        Cohorts appear once students complete their first sessions: each row is the month they started, each column the
        share still taking lessons a month later, two months later, and so on.
      </p>
    );
  }
  const columns = Math.max(...filled.map((cohort) => cohort.retention.length));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">Share of each starting month still active, month by month</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="text-left font-medium">
              Started
            </th>
            <th scope="col" className="text-right font-medium">
              Students
            </th>
            {Array.from({ length: columns }, (_, index) => (
              <th key={index} scope="col" className="text-center font-medium">
                {index === 0 ? 'Start' : `+${index}`}
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
              <td className="pr-2 text-right tabular-nums">{cohort.size}</td>
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
                    {value === undefined ? '' : `${Math.round(value)}%`}
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
