/**
 * Route contracts of the insights overview, quality metrics, funnel, earnings, journey and CSV export
 * (issue 19 items 1-2). Definitions of every figure: docs/decisions/0049-insights-overview-and-earnings.md.
 */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZInsightExportQuery,
  ZInsightPeriodQuery,
  ZInsightsEarnings,
  ZInsightsFunnel,
  ZInsightsJourney,
  ZInsightsMetrics,
  ZInsightsOverview,
} from './schemas';

const period =
  "the last `period` local days (30, 60 or 90; today included) versus the equal period just before, in the teacher's time zone";

export const insightsOverviewRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/overview',
  summary: `Revenue (payments taken minus refunds, per currency), completed sessions, new students (records added), students taught ("activeStudents": distinct students with a completed lesson, not the dashboard's status-active count) and trial conversion of ${period}, each with change % (docs/metrics.md)`,
  tags: ['insights'],
  auth: 'teacher',
  query: ZInsightPeriodQuery,
  responses: { 200: { description: 'The KPIs with previous value and change %', schema: ZInsightsOverview } },
});

export const insightsMetricsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/metrics',
  summary: `Attendance, completion and rebooking of ${period}, against the teacher's insightTargets (default 95/90/80): green at or above, red below`,
  tags: ['insights'],
  auth: 'teacher',
  query: ZInsightPeriodQuery,
  responses: { 200: { description: 'The quality metrics', schema: ZInsightsMetrics } },
});

export const insightsFunnelRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/funnel',
  summary: `Trials requested, trials completed, converted, retained of ${period}; bar widths relative to the largest stage`,
  tags: ['insights'],
  auth: 'teacher',
  query: ZInsightPeriodQuery,
  responses: { 200: { description: 'The four funnel stages', schema: ZInsightsFunnel } },
});

export const insightsEarningsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/earnings',
  summary: "Income of the 12 months ending with the current one (months in the teacher's time zone), per currency",
  tags: ['insights'],
  auth: 'teacher',
  responses: { 200: { description: 'Monthly income per currency, minor units', schema: ZInsightsEarnings } },
});

export const insightsJourneyRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/journey',
  summary: 'Lifetime: completed sessions, students, income per currency, months since the first completed session',
  tags: ['insights'],
  auth: 'teacher',
  responses: { 200: { description: 'The lifetime figures', schema: ZInsightsJourney } },
});

export const exportInsightsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/export',
  summary: `CSV (metric, current value, previous-period value, change %) of the overview KPIs, quality metrics and funnel of ${period}; cells neutralised against formula injection`,
  tags: ['insights'],
  auth: 'teacher',
  query: ZInsightExportQuery,
  responses: { 200: { description: 'text/csv attachment', contentType: 'text/csv' } },
});
