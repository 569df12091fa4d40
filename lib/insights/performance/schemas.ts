import { z } from 'zod';

/** `period` of the overview, metrics, funnel and export: 30, 60 or 90 days (default 30). */
export const ZInsightPeriodQuery = z
  .object({ period: z.enum(['30', '60', '90']).default('30').transform(Number) })
  .strict();
export type TInsightPeriodQuery = z.infer<typeof ZInsightPeriodQuery>;

export const ZInsightExportQuery = ZInsightPeriodQuery.extend({ format: z.enum(['csv']).default('csv') }).strict();
export type TInsightExportQuery = z.infer<typeof ZInsightExportQuery>;

const ZRange = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });

export const ZPeriodInfo = z.object({
  /** Length in days. */
  period: z.number().int(),
  timezone: z.string(),
  /** Half-open [start, end) at local midnights; `previous` is the equal-length period just before. */
  current: ZRange,
  previous: ZRange,
});

/** A figure of the period, the previous period, and the change in % (null when the previous is 0 or null). */
const ZKpi = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });
const ZRateKpi = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
});
export type TKpi = z.infer<typeof ZKpi>;
export type TRateKpi = z.infer<typeof ZRateKpi>;

export const ZInsightsOverview = ZPeriodInfo.extend({
  /** The teacher's default currency: `revenue.value` is the amount in it (no conversion). */
  currency: z.string(),
  revenue: ZKpi.extend({ byCurrency: z.array(ZKpi.extend({ currency: z.string() })) }),
  sessions: ZKpi,
  newStudents: ZKpi,
  activeStudents: ZKpi,
  /** Percent, one decimal; null when no trial was completed in the period. */
  trialConversion: ZRateKpi,
});
export type TInsightsOverview = z.infer<typeof ZInsightsOverview>;

const ZQualityMetric = ZRateKpi.extend({
  target: z.number().int(),
  /** Green at or above the target, red below; null when there is no data in the period. */
  status: z.enum(['green', 'red']).nullable(),
});
export type TQualityMetric = z.infer<typeof ZQualityMetric>;

export const ZInsightsMetrics = ZPeriodInfo.extend({
  attendance: ZQualityMetric,
  completion: ZQualityMetric,
  rebooking: ZQualityMetric,
});
export type TInsightsMetrics = z.infer<typeof ZInsightsMetrics>;

export const funnelStages = ['trials_requested', 'trials_completed', 'converted', 'retained'] as const;
export const ZInsightsFunnel = ZPeriodInfo.extend({
  stages: z.array(
    z.object({
      stage: z.enum(funnelStages),
      value: z.number().int(),
      previous: z.number().int(),
      /** Bar width 0-100 relative to the largest stage of the period. */
      width: z.number().int(),
    }),
  ),
});
export type TInsightsFunnel = z.infer<typeof ZInsightsFunnel>;

const ZMoney = z.object({ currency: z.string(), amount: z.number().int() });

export const ZInsightsEarnings = z.object({
  timezone: z.string(),
  /** The 12 local months ending with the current one, oldest first; every currency in every month. */
  months: z.array(z.object({ month: z.string(), totals: z.array(ZMoney) })),
  currencies: z.array(z.string()),
});
export type TInsightsEarnings = z.infer<typeof ZInsightsEarnings>;

export const ZInsightsJourney = z.object({
  completedSessions: z.number().int(),
  students: z.number().int(),
  income: z.array(ZMoney),
  firstSessionAt: z.iso.datetime().nullable(),
  /** Whole local calendar months from the first completed session to now; null before the first one. */
  monthsSinceFirstSession: z.number().int().nullable(),
});
export type TInsightsJourney = z.infer<typeof ZInsightsJourney>;
