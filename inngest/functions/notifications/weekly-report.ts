import { inngest } from '@/inngest/client';
import { sendWeeklyReports } from '@/lib/settings/weekly-report/send-weekly-reports';

/**
 * Hourly over the UTC Sunday and Monday, which hold Monday 07:00 in every zone (UTC+14 to UTC-12):
 * each teacher who turned the report on gets it from Monday 07:00 on their own clock, once per local
 * week (decision 0063).
 */
export const weeklyReportFunction = inngest.createFunction(
  {
    id: 'notifications-weekly-report',
    name: 'Weekly report',
    triggers: [{ cron: 'TZ=UTC 0 * * * 0,1' }],
  },
  async ({ step }) => step.run('send', () => sendWeeklyReports()),
);
