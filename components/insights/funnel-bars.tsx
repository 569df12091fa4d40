import { Card, CardContent } from '@/components/ui/card';
import type { TInsightsFunnel } from '@/lib/insights/performance/schemas';

const stageLabels = {
  trials_requested: 'Trials requested',
  trials_completed: 'Trials completed',
  converted: 'Converted',
  retained: 'Retained',
} as const;

/** The booking funnel: bar widths come from the API (relative to the largest stage). */
export function FunnelBars({ funnel }: { funnel: TInsightsFunnel }) {
  const empty = funnel.stages.every((stage) => stage.value === 0);
  return (
    <Card>
      <CardContent className="space-y-3 pt-5 sm:pt-5">
        {empty ? (
          <p className="text-muted-foreground text-sm">
            No trial requests in this period yet. Requests, completed trials, conversions and retained students will
            appear here as bars.
          </p>
        ) : (
          funnel.stages.map((stage) => (
            <div key={stage.stage} className="space-y-1">
              <div className="flex justify-between gap-2 text-sm">
                <span className="text-foreground">{stageLabels[stage.stage]}</span>
                <span className="text-foreground font-medium tabular-nums">
                  {stage.value} <span className="text-muted-foreground font-normal">(previous {stage.previous})</span>
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
