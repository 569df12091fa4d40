import { z } from 'zod';
import { ZPage, ZPagination } from '@/lib/core/pagination';

/** Content analytics look back 30, 90 (default) or 365 local days on the teacher's clock. */
export const contentPeriods = ['30', '90', '365'] as const;
const ZContentPeriod = z
  .enum(contentPeriods)
  .default('90')
  .transform(Number)
  .meta({ description: 'Days back on the teacher’s clock, today included (30, 90 or 365; default 90)' });

export const ZContentPeriodQuery = z.object({ period: ZContentPeriod }).strict();
export type TContentPeriodQuery = z.output<typeof ZContentPeriodQuery>;

export const templateSorts = ['uses', 'completion', 'rebooking'] as const;
export const ZTemplateRankingQuery = ZPagination.extend({
  period: ZContentPeriod,
  sort: z.enum(templateSorts).default('uses'),
}).strict();
export type TTemplateRankingQuery = z.output<typeof ZTemplateRankingQuery>;

export const ZTemplateIdParams = z.object({ id: z.uuid() });

/** Figures of a set of sessions (decision 0051 defines each). Rates are percents to one decimal. */
export const ZContentMetrics = z.object({
  uses: z.int().meta({ description: 'Sessions in the period (held or to be held: not hold/rejected/expired/pending)' }),
  completed: z.int(),
  completionRate: z.number().nullable().meta({ description: 'completed / (completed + no_show + cancelled) * 100' }),
  rebookingRate: z
    .number()
    .nullable()
    .meta({ description: 'Share of completed sessions whose student booked another within 14 days after' }),
  averageRating: z.number().nullable().meta({ description: 'Mean rating of approved reviews of these sessions' }),
});
export type TContentMetrics = z.infer<typeof ZContentMetrics>;

export const ZContentPeriodInfo = z.object({ days: z.int(), start: z.iso.datetime(), end: z.iso.datetime() });

export const ZTemplateRankingItem = ZContentMetrics.extend({
  templateId: z.uuid(),
  name: z.string(),
  categories: z.array(z.string()),
});
export type TTemplateRankingItem = z.infer<typeof ZTemplateRankingItem>;
export const ZTemplateRanking = ZPage(ZTemplateRankingItem).extend({ period: ZContentPeriodInfo });

export const ZContentOverview = z.object({
  period: ZContentPeriodInfo,
  templatesUsed: z.int(),
  withTemplate: ZContentMetrics,
  withoutTemplate: ZContentMetrics,
  topTemplates: z.array(ZTemplateRankingItem).max(3),
});

const ZMetricDifference = z.object({
  completionRate: z.number().nullable(),
  rebookingRate: z.number().nullable(),
  averageRating: z.number().nullable(),
});
export const ZTemplateDetail = z.object({
  period: ZContentPeriodInfo,
  template: z.object({
    id: z.uuid(),
    name: z.string(),
    categories: z.array(z.string()),
    tags: z.array(z.object({ id: z.uuid(), name: z.string() })),
  }),
  metrics: ZContentMetrics,
  teacherAverage: ZContentMetrics,
  difference: ZMetricDifference.meta({ description: 'Template minus average, in percentage points (rating: stars)' }),
});

export const ZResourceTypeImpact = z.object({
  period: ZContentPeriodInfo,
  types: z.array(ZContentMetrics.extend({ type: z.enum(['material', 'homework', 'reference']) })),
});

export const ZTagCombinations = z.object({
  period: ZContentPeriodInfo,
  combinations: z.array(
    ZContentMetrics.extend({ tags: z.array(z.object({ id: z.uuid(), name: z.string() })).length(2) }),
  ),
});

export const ZCategoryMetrics = z.object({
  period: ZContentPeriodInfo,
  categories: z.array(ZContentMetrics.extend({ category: z.string() })),
});
