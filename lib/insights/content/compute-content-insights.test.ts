import { describe, expect, it } from 'vitest';
import { contentInsightsFrom } from './compute-content-insights';
import type { TContentMetrics } from './schemas';

const m = (uses: number, completionRate: number | null, rebookingRate: number | null): TContentMetrics => ({
  uses,
  completed: 0,
  completionRate,
  rebookingRate,
  averageRating: null,
});

describe('contentInsightsFrom', () => {
  it('names the best type of resource by completion when two types have enough uses', () => {
    const insights = contentInsightsFrom({
      average: m(20, 80, 50),
      withTemplate: m(10, 80, 50),
      withoutTemplate: m(10, 80, 50),
      templates: [],
      resourceTypes: [
        { type: 'homework', ...m(5, 70, 40) },
        { type: 'material', ...m(4, 95, 40) },
        { type: 'reference', ...m(2, 100, 40) }, // too few uses to judge
      ],
    });
    expect(insights).toEqual([
      {
        kind: 'resource_type_completion',
        priority: 'low',
        message: "Your 'material' resources have the highest completion (95%).",
      },
    ]);
  });

  it('stays quiet under 3 uses and under a 10-point gap', () => {
    const insights = contentInsightsFrom({
      average: m(20, 80, 50),
      withTemplate: m(10, 89.9, 50),
      withoutTemplate: m(10, 80, 50),
      templates: [
        { name: 'Rare', ...m(2, 10, 100) },
        { name: 'Close', ...m(8, 70.1, 59.9) },
      ],
      resourceTypes: [{ type: 'material', ...m(9, 100, 50) }],
    });
    expect(insights).toEqual([]);
  });

  it('prefers the higher rate, then the more used template', () => {
    const insights = contentInsightsFrom({
      average: m(30, 80, 40),
      withTemplate: m(0, null, null),
      withoutTemplate: m(30, 80, 40),
      templates: [
        { name: 'Small', ...m(3, 80, 60) },
        { name: 'Big', ...m(9, 80, 60) },
      ],
      resourceTypes: [],
    });
    expect(insights.map((insight) => insight.message)).toEqual([
      "Sessions using 'Big' are rebooked 50% more often than your average (60% vs 40%).",
    ]);
  });
});
