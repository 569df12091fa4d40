/** Route contracts of the teacher dashboard: KPI summary, smart actions and the KPI choice. */
import { defineRoute } from '@/lib/core/route-contract';
import { ZDashboardSettings, ZDashboardSummary, ZSmartActions, ZUpdateDashboardSettingsInput } from './schemas';

export const getDashboardSummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/dashboard/summary',
  summary:
    'Month KPIs on the teacher’s clock (revenue and lessons with change % versus the previous month, new students, completed sessions, attendance), active students, pending revenue per currency, the teaching streak (a new record updates bestStreak and notifies once) and the chosen KPI keys',
  tags: ['dashboard'],
  auth: 'teacher',
  responses: { 200: { description: 'The summary; money in minor units of `currency`', schema: ZDashboardSummary } },
});

export const getSmartActionsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/dashboard/smart-actions',
  summary:
    'Suggested actions with a count above 0 (pending trials, expiring credits, students without an upcoming session, inactive, at risk, unconverted trials, unanswered reviews, content insight), high priority first, each with the page that resolves it',
  tags: ['dashboard'],
  auth: 'teacher',
  responses: { 200: { description: 'The actions, most urgent first', schema: ZSmartActions } },
});

export const getDashboardSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/dashboard',
  summary: 'The four KPIs shown on the dashboard (the first four keys when none were chosen)',
  tags: ['dashboard', 'settings'],
  auth: 'teacher',
  responses: { 200: { description: 'The chosen KPI keys, in display order', schema: ZDashboardSettings } },
});

export const updateDashboardSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/settings/dashboard',
  summary:
    'Choose the dashboard KPIs: exactly 4 distinct of month_revenue, month_lessons, active_students, attendance_rate, pending_revenue, teaching_streak, new_students, completed_sessions',
  tags: ['dashboard', 'settings'],
  auth: 'teacher',
  body: ZUpdateDashboardSettingsInput,
  responses: {
    200: { description: 'The stored choice', schema: ZDashboardSettings },
    400: { description: 'VALIDATION_ERROR: not exactly four, a repeat, an unknown key or an unknown field' },
  },
});
