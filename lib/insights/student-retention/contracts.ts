/** Route contracts of the retention insights (issue 19 item 3); definitions in decision 0050. */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZAtRiskPage,
  ZAtRiskQuery,
  ZCohortQuery,
  ZCohorts,
  ZJourneyParams,
  ZRetentionKpis,
  ZRetentionQuery,
  ZRetentionThresholds,
  ZStudentJourney,
  ZUpdateRetentionThresholdsInput,
} from './schemas';

export const getRetentionKpisRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/retention',
  summary:
    'Retention KPIs of the last 30 days, 90 days or 12 months (365 days) on the teacher’s clock, each with the ' +
    'preceding period of equal length and the change %: retention rate, churned, at risk (now and one period ago, ' +
    'with the teacher’s thresholds), reactivated, mean frequency (completed sessions per active student per month), ' +
    'trial conversion',
  tags: ['insights'],
  auth: 'teacher',
  query: ZRetentionQuery,
  responses: {
    200: { description: 'The KPIs', schema: ZRetentionKpis },
    400: { description: 'VALIDATION_ERROR: a period other than 30d, 90d or 12m' },
  },
});

export const getRetentionCohortsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/retention/cohorts',
  summary:
    'Cohorts of the last 6 or 12 local months by the month of each student’s first completed session: size and the ' +
    'share (%) with a completed session in each later month, up to this one',
  tags: ['insights'],
  auth: 'teacher',
  query: ZCohortQuery,
  responses: {
    200: { description: 'The cohort matrix, oldest cohort first', schema: ZCohorts },
    400: { description: 'VALIDATION_ERROR: months other than 6 or 12' },
  },
});

export const listAtRiskStudentsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/retention/at-risk',
  summary:
    'Students to act on, by risk: at_risk (no completed session for atRiskDays), no_upcoming (recent, nothing ' +
    'booked), churned (none for churnDays); with the last session, days since, next booking and credits left. ' +
    'Soft-deleted, erased and inactive students are left out',
  tags: ['insights'],
  auth: 'teacher',
  query: ZAtRiskQuery,
  responses: {
    200: { description: 'A page of students', schema: ZAtRiskPage },
    400: { description: 'VALIDATION_ERROR: an unknown reason, page or limit out of range' },
  },
});

export const getStudentJourneyRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/retention/student/{id}/journey',
  summary:
    'One student’s journey: first contact, trial, first and last session, enrollments, sessions per local month ' +
    '(completed, cancelled, no-show) and lifecycle events',
  tags: ['insights'],
  auth: 'teacher',
  params: ZJourneyParams,
  responses: {
    200: { description: 'The journey', schema: ZStudentJourney },
    404: {
      description: 'NOT_FOUND: no such student of the teacher (another teacher’s, deleted or erased looks missing)',
    },
  },
});

export const getRetentionThresholdsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/insights/retention/settings',
  summary: 'The lifecycle thresholds (atRiskDays, churnDays, gapDays) of the retention settings; defaults 21, 60, 14',
  tags: ['insights'],
  auth: 'teacher',
  responses: { 200: { description: 'The thresholds in force', schema: ZRetentionThresholds } },
});

export const updateRetentionThresholdsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/insights/retention/settings',
  summary:
    'Change the thresholds (the same settings as /api/teacher/settings/retention; the lifecycle job reads them): ' +
    'atRiskDays 7-365, churnDays 8-730 and more than atRiskDays, gapDays 7-365',
  tags: ['insights'],
  auth: 'teacher',
  body: ZUpdateRetentionThresholdsInput,
  responses: {
    200: { description: 'The thresholds after the change', schema: ZRetentionThresholds },
    400: { description: 'VALIDATION_ERROR: empty body, another key, a value out of range, churn not after at risk' },
  },
});
