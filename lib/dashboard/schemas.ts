/**
 * Zod schemas of the teacher dashboard: the KPI summary, the smart actions and the KPI choice.
 * Client-safe (zod only): the home page and its "choose KPIs" dialog import the same constants.
 * Rules and definitions: docs/decisions/0039-dashboard-summary-and-smart-actions.md.
 */
import { z } from 'zod';

// ---- KPI choice (PATCH /api/teacher/settings/dashboard) ----

/** The spec's eight KPI keys, in the spec's order: the default choice is the first four. */
export const DASHBOARD_KPI_KEYS = [
  'month_revenue',
  'month_lessons',
  'active_students',
  'attendance_rate',
  'pending_revenue',
  'teaching_streak',
  'new_students',
  'completed_sessions',
] as const;
export type TDashboardKpiKey = (typeof DASHBOARD_KPI_KEYS)[number];

/** Spec limit: exactly 4 of 8. */
export const dashboardKpiCount = 4;
export const DEFAULT_DASHBOARD_KPIS: readonly TDashboardKpiKey[] = DASHBOARD_KPI_KEYS.slice(0, dashboardKpiCount);

/** Labels for cards and the "choose KPIs" dialog. */
export const dashboardKpiLabels: Record<TDashboardKpiKey, string> = {
  month_revenue: 'Revenue this month',
  month_lessons: 'Lessons this month',
  active_students: 'Active students',
  attendance_rate: 'Attendance rate',
  pending_revenue: 'Pending revenue',
  teaching_streak: 'Teaching streak',
  new_students: 'New students',
  completed_sessions: 'Completed sessions',
};

export const ZDashboardKpiKey = z.enum(DASHBOARD_KPI_KEYS);

export const ZDashboardKpiChoice = z
  .array(ZDashboardKpiKey)
  .length(dashboardKpiCount, `Choose exactly ${String(dashboardKpiCount)} KPIs`)
  .refine((keys) => new Set(keys).size === keys.length, 'Choose four different KPIs');

/** Body of PATCH /api/teacher/settings/dashboard. */
export const ZUpdateDashboardSettingsInput = z.strictObject({ kpis: ZDashboardKpiChoice });
export type TUpdateDashboardSettingsInput = z.infer<typeof ZUpdateDashboardSettingsInput>;

/** The chosen KPIs, in display order (the defaults when none are stored). */
export const ZDashboardSettings = z.object({ kpis: z.array(ZDashboardKpiKey) });
export type TDashboardSettings = z.infer<typeof ZDashboardSettings>;

// ---- Summary (GET /api/teacher/dashboard/summary) ----

/** Money: an integer in minor units with its currency code. */
export const ZDashboardMoney = z.object({ currency: z.string().length(3), amount: z.number().int() });
export type TDashboardMoney = z.infer<typeof ZDashboardMoney>;

export const ZDashboardSummary = z.object({
  /** `YYYY-MM`: the current calendar month on the teacher's clock. */
  month: z.string(),
  /** The teacher's zone the month and the streak days are read in. */
  timezone: z.string(),
  /** The teacher's default currency: the currency of monthRevenue and pendingRevenue. */
  currency: z.string().length(3),
  /** pricePaid of enrollments paid (enrolledAt) this month, in `currency`, minor units. */
  monthRevenue: z.number().int(),
  /** Percent versus the previous month, one decimal; null when the previous month is 0. */
  monthRevenueChange: z.number().nullable(),
  /** This month's revenue in every currency, largest first (monthRevenue is the `currency` entry). */
  monthRevenueByCurrency: z.array(ZDashboardMoney),
  /** Sessions scheduled, completed or pending_review starting this month. */
  monthLessons: z.number().int(),
  monthLessonsChange: z.number().nullable(),
  /** Students with status active (not deleted). */
  activeStudents: z.number().int(),
  /** completed / (completed + no-shows) * 100 this month, one decimal; null when there are neither. */
  attendanceRate: z.number().nullable(),
  /** Service priceAmount of future scheduled sessions, in `currency`. */
  pendingRevenue: z.number().int(),
  /** The same in every currency, largest amount first. */
  pendingRevenueByCurrency: z.array(ZDashboardMoney),
  /** Consecutive days with a completed session, back from today (or yesterday), at most 365. */
  teachingStreak: z.number().int(),
  /** The best streak, this one included. */
  bestStreak: z.number().int(),
  /** This request found the streak above the stored best (and recorded it). */
  isNewRecord: z.boolean(),
  /** Students created this month (not deleted). */
  newStudents: z.number().int(),
  /** Sessions with status completed starting this month. */
  completedSessions: z.number().int(),
  /** The teacher's four chosen KPI keys, in display order. */
  kpis: z.array(ZDashboardKpiKey),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;

// ---- Smart actions (GET /api/teacher/dashboard/smart-actions) ----

export const SMART_ACTION_TYPES = [
  'pending_trials',
  'expiring_credits',
  'no_upcoming',
  'inactive_students',
  'at_risk',
  'unconverted_trials',
  'unanswered_reviews',
  'overdue_homework',
  'content_insight',
] as const;
export type TSmartActionType = (typeof SMART_ACTION_TYPES)[number];

export const SMART_ACTION_PRIORITIES = ['high', 'medium', 'low'] as const;
export const ZSmartActionPriority = z.enum(SMART_ACTION_PRIORITIES);
export type TSmartActionPriority = z.infer<typeof ZSmartActionPriority>;

export const ZSmartAction = z.object({
  type: z.enum(SMART_ACTION_TYPES),
  /** How many records need the action (students, sessions, enrollments, reviews, insights). */
  count: z.number().int().positive(),
  priority: ZSmartActionPriority,
  /** content_insight only: the text of its most important insight. */
  insight: z.string().optional(),
  /** The teacher page that resolves the action (an app path). */
  href: z.string(),
});
export type TSmartAction = z.infer<typeof ZSmartAction>;

/** Only actions with a count above 0, high before medium before low, then larger counts first. */
export const ZSmartActions = z.array(ZSmartAction);
export type TSmartActions = z.infer<typeof ZSmartActions>;

/** Labels for the dashboard list. */
export const smartActionLabels: Record<TSmartActionType, string> = {
  pending_trials: 'Trial requests waiting for your answer',
  expiring_credits: 'Packages expiring within 7 days',
  no_upcoming: 'Active students with no upcoming session',
  inactive_students: 'Inactive students',
  at_risk: 'Students at risk (a gap in the last 90 days)',
  unconverted_trials: 'Recent trials not yet converted',
  unanswered_reviews: 'Reviews without your response',
  overdue_homework: 'Lessons with homework past its due date, not marked done',
  content_insight: 'Content insight',
};

/**
 * What the dashboard reads from ContentInsightCache.payload (written by the insights job, issue 19):
 * `{ insights: [{ message, priority? }] }`. Items that do not match are skipped, anything else in the
 * payload is ignored, and a payload without a usable insight yields no content_insight action.
 */
export const ZContentInsight = z.looseObject({
  message: z.string().min(1),
  priority: ZSmartActionPriority.default('low'),
});
export const ZContentInsightPayload = z.looseObject({ insights: z.array(z.unknown()) });
