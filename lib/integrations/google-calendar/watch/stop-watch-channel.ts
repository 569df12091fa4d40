import 'server-only';
import type { calendar_v3 } from 'googleapis/build/src/apis/calendar';
import { log } from '@/lib/core/log';
import { callGoogle } from '@/lib/integrations/google/google-breaker';
import { statusOf } from '../calendar-api';

export type WatchChannelRef = { id: string; resourceId: string | null };

/**
 * Asks Google to stop a channel the app has already forgotten (best effort): a channel Google
 * keeps anyway only sends notifications that now answer 404, until it expires within a week.
 * A channel Google no longer knows (404) is as good as stopped.
 */
export async function stopWatchChannel(api: calendar_v3.Calendar, channel: WatchChannelRef): Promise<boolean> {
  if (!channel.resourceId) return true;
  const { resourceId } = channel;
  try {
    await callGoogle(() => api.channels.stop({ requestBody: { id: channel.id, resourceId } }));
    return true;
  } catch (error) {
    if (statusOf(error) === 404) return true;
    log.warn({ channelId: channel.id, status: statusOf(error) }, 'google calendar channel stop failed');
    return false;
  }
}
