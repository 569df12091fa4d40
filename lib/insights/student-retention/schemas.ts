/**
 * Retention insights (issue 19 item 3): queries and response shapes. Client-safe (zod only): the
 * Insights page will import the same constants. Definitions: docs/decisions/0050-insights-retention.md.
 */
import { z } from 'zod';
import { EnrollmentStatus, LifecycleEventType, SessionStatus } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { retentionRuleIssues, ZRetentionSettings } from '@/lib/data-retention/schemas';

// ---- KPIs ----

/** The spec's retention periods; a "month" of mean frequency is a twelfth of 12m. */
export const retentionPeriods = {
  '30d': { days: 30, months: 1 },
  '90d': { days: 90, months: 3 },
  '12m': { days: 365, months: 12 },
} as const;
export type TRetentionPeriod = keyof typeof retentionPeriods;
export const RETENTION_PERIODS = Object.keys(retentionPeriods) as TRetentionPeriod[];

export const ZRetentionQuery = z.strictObject({
  period: z.enum(RETENTION_PERIODS as [TRetentionPeriod, ...TRetentionPeriod[]]).default('30d'),
});

/** A figure of the selected period, the same figure of the preceding one, and the change in percent. */
const ZKpi = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** Percent, one decimal; null when the previous value is 0 or either value is missing. */
  change: z.number().nullable(),
});
export type TKpi = z.infer<typeof ZKpi>;

export const ZRetentionKpis = z.object({
  period: z.enum(RETENTION_PERIODS as [TRetentionPeriod, ...TRetentionPeriod[]]),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  thresholds: z.object({ atRiskDays: z.number().int(), churnDays: z.number().int() }),
  /** % of the students active in the previous period who were active again in this one; null without any. */
  retentionRate: ZKpi,
  churned: ZKpi,
  atRisk: ZKpi,
  reactivated: ZKpi,
  /** Completed sessions per active student per month. */
  meanFrequency: ZKpi,
  /** % of the students with a completed trial session in the period who enrolled (paid), as the overview counts it. */
  trialConversion: ZKpi,
});
export type TRetentionKpis = z.infer<typeof ZRetentionKpis>;

// ---- Cohorts ----

export const ZCohortQuery = z.strictObject({
  months: z.enum(['6', '12']).default('6').transform(Number),
});

export const ZCohorts = z.object({
  cohorts: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      size: z.number().int(),
      /** % of the cohort with a completed session in its month (100), the next month, ... up to this month. */
      retention: z.array(z.number()),
    }),
  ),
});
export type TCohorts = z.infer<typeof ZCohorts>;

// ---- At-risk list ----

export const AT_RISK_REASONS = ['at_risk', 'churned', 'no_upcoming'] as const;
export type TAtRiskReason = (typeof AT_RISK_REASONS)[number];

export const ZAtRiskQuery = ZPagination.extend({ reason: z.enum(AT_RISK_REASONS).optional() }).strict();
export type TAtRiskQuery = z.infer<typeof ZAtRiskQuery>;

export const ZAtRiskStudent = z.object({
  studentId: z.uuid(),
  name: z.string(),
  reason: z.enum(AT_RISK_REASONS),
  lastSessionAt: z.iso.datetime(),
  daysSince: z.number().int(),
  /** The next booked session, if any (a churned or at-risk student may have booked again). */
  nextSessionAt: z.iso.datetime().nullable(),
  /** Credits still to book over the student's active enrollments. */
  creditsLeft: z.number().int(),
});
export type TAtRiskStudent = z.infer<typeof ZAtRiskStudent>;
export const ZAtRiskPage = ZPage(ZAtRiskStudent);

// ---- One student's journey ----

export const ZJourneyParams = z.strictObject({ id: z.uuid() });

export const ZStudentJourney = z.object({
  studentId: z.uuid(),
  name: z.string(),
  firstContactAt: z.iso.datetime(),
  trial: z.object({ at: z.iso.datetime(), status: z.enum(SessionStatus) }).nullable(),
  firstSessionAt: z.iso.datetime().nullable(),
  lastSessionAt: z.iso.datetime().nullable(),
  enrollments: z.array(
    z.object({
      id: z.uuid(),
      serviceName: z.string(),
      status: z.enum(EnrollmentStatus),
      createdAt: z.iso.datetime(),
      enrolledAt: z.iso.datetime().nullable(),
      pricePaid: z.number().int(),
      currency: z.string(),
    }),
  ),
  /** Months (teacher's zone) with at least one session, oldest first. */
  sessionsByMonth: z.array(
    z.object({
      month: z.string(),
      completed: z.number().int(),
      cancelled: z.number().int(),
      noShow: z.number().int(),
    }),
  ),
  events: z.array(z.object({ id: z.uuid(), type: z.enum(LifecycleEventType), occurredAt: z.iso.datetime() })),
});
export type TStudentJourney = z.infer<typeof ZStudentJourney>;

// ---- Thresholds (the lifecycle part of the retention settings) ----

const thresholdKeys = { atRiskDays: true, churnDays: true, gapDays: true } as const;

/** Derived from the retention settings' schema, so the bounds are the same as in Settings. */
export const ZRetentionThresholds = ZRetentionSettings.pick(thresholdKeys);
export type TRetentionThresholds = z.infer<typeof ZRetentionThresholds>;

export const ZUpdateRetentionThresholdsInput = z
  .strictObject(ZRetentionThresholds.partial().shape)
  .refine((value) => Object.keys(value).length > 0, 'Send at least one setting')
  .superRefine((value, ctx) => {
    for (const issue of retentionRuleIssues(value))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type TUpdateRetentionThresholdsInput = z.infer<typeof ZUpdateRetentionThresholdsInput>;
