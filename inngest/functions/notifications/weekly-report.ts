import { inngest } from '@/inngest/client';
import { sendWeeklyReports } from '@/lib/settings/weekly-report/send-weekly-reports';

/** Mondays 07:00 UTC: the weekly report for every teacher who turned it on (once per week). */
export const weeklyReportFunction = inngest.createFunction(
  {
    id: 'notifications-weekly-report',
    name: 'Weekly report',
    triggers: [{ cron: 'TZ=UTC 0 7 * * 1' }],
  },
  async ({ step }) => step.run('send', () => sendWeeklyReports()),
);
