import { defineRoute } from '@/lib/core/route-contract';
import { ZReminderRun } from './schemas';

export const runSessionRemindersRoute = defineRoute({
  method: 'POST',
  path: '/api/dev/session-reminders',
  summary:
    'Development only: run the session-reminder job now instead of waiting for its 15-minute tick (404 in production)',
  tags: ['development'],
  auth: 'public',
  responses: { 200: { description: 'What this run sent', schema: ZReminderRun } },
});
