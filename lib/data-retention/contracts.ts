/** Route contracts of the data retention settings (issue 18 item 4). */
import { defineRoute } from '@/lib/core/route-contract';
import { ZRetentionSettings, ZUpdateRetentionSettingsInput } from './schemas';

export const getRetentionSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/retention',
  summary:
    'Your data retention settings (inactiveStudentDays, sessionContentDays, contactLogDays, autoDeleteEnabled, ' +
    'notifyBeforeDeleteDays) and lifecycle thresholds (atRiskDays, churnDays, gapDays); the defaults when never saved',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'The settings in force', schema: ZRetentionSettings } },
});

export const updateRetentionSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/settings/retention',
  summary:
    'Change any of the retention settings; the ones sent are merged into those in force and stored. ' +
    'Days: inactiveStudentDays, sessionContentDays, contactLogDays 30-3650; notifyBeforeDeleteDays 1-90 and ' +
    'less than inactiveStudentDays; atRiskDays 7-365; churnDays 8-730 and more than atRiskDays; gapDays 7-365',
  tags: ['settings'],
  auth: 'teacher',
  body: ZUpdateRetentionSettingsInput,
  responses: {
    200: { description: 'All the settings after the change', schema: ZRetentionSettings },
    400: {
      description:
        'VALIDATION_ERROR: empty body, an unknown key, a value out of range, or a rule between fields broken (with the stored values)',
    },
  },
});
