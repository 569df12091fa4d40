/** Route contracts of the audit log (issue 18 item 3, decision 0045). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZActivitySummary,
  ZActivitySummaryQuery,
  ZAuditLogPage,
  ZEntityHistoryQuery,
  ZListAuditLogQuery,
} from './schemas';

export const listAuditLogRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/audit-log',
  summary:
    'Your audit log, newest first: who did what to which record, with the field-level changes (personal data ' +
    'reads [redacted]). Filters: action (exact, or a prefix ending in a dot such as `session.`), entity type, ' +
    'actor type, and days on your clock. Entries without a teacher (system-wide) are never listed',
  tags: ['audit'],
  auth: 'teacher',
  query: ZListAuditLogQuery,
  responses: { 200: { description: 'A page of entries', schema: ZAuditLogPage } },
});

export const getEntityHistoryRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/audit-log/entity-history',
  summary:
    'Every entry of one record (entityType and entityId), oldest first. A record of another teacher, or one ' +
    'without entries, answers an empty list: the history of a deleted record stays readable',
  tags: ['audit'],
  auth: 'teacher',
  query: ZEntityHistoryQuery,
  responses: { 200: { description: 'A page of entries, oldest first', schema: ZAuditLogPage } },
});

export const getActivitySummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/audit-log/activity-summary',
  summary:
    'Counts of audit entries by action and by day (your clock) for a period of at most 366 days; without ' +
    'from and to, the last 30 days',
  tags: ['audit'],
  auth: 'teacher',
  query: ZActivitySummaryQuery,
  responses: { 200: { description: 'The counts', schema: ZActivitySummary } },
});
