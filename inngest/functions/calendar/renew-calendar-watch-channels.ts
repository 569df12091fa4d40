import { inngest } from '@/inngest/client';
import { renewWatchChannels } from '@/lib/calendar-sync/watch/renew-watch-channels';

/** Hourly: Google Calendar push channels expiring within a day are renewed; failed openings retried. */
export const renewCalendarWatchChannelsFunction = inngest.createFunction(
  {
    id: 'calendar-renew-watch-channels',
    name: 'Renew Google Calendar push channels',
    triggers: [{ cron: 'TZ=UTC 40 * * * *' }],
  },
  async ({ step }) => step.run('renew', () => renewWatchChannels()),
);
