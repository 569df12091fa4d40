import 'server-only';
import type { calendar_v3 } from 'googleapis/build/src/apis/calendar';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { getGoogleAuth } from '@/lib/integrations/google/authorized-client';
import { calendarApi } from '@/lib/integrations/google-calendar/calendar-api';
import { openWatchChannel } from '@/lib/integrations/google-calendar/watch/open-watch-channel';
import { stopWatchChannel } from '@/lib/integrations/google-calendar/watch/stop-watch-channel';
import { watchAddress } from '@/lib/integrations/google-calendar/watch/watch-address';

/** A channel expiring sooner than this is replaced (the hourly job has a day of attempts). */
export const renewWithinMs = 24 * 3600_000;

export type WatchSyncResult = { opened: number; stopped: number; failed: number };

/**
 * Makes the teacher's push channels match their read calendars: one live channel per read calendar
 * (a missing one, or one expiring within a day, is opened anew: open first, then stop the old one),
 * none on calendars no longer read, none at all when the connection is not `connected` or no push
 * could arrive here. Retired channels are forgotten locally first, then stopped at Google (best
 * effort). Idempotent: a second run finds every channel in place. Two runs at once may open two
 * channels on one calendar; the next run keeps the newest. Google's failures are logged and counted,
 * never thrown: the hourly job tries again.
 */
export async function syncWatchChannels(teacherId: string, now = new Date()): Promise<WatchSyncResult> {
  const connection = await db.calendarConnection.findUnique({
    where: { teacherId },
    select: { id: true, status: true, readCalendarIds: true, watchChannels: { orderBy: { expiresAt: 'desc' } } },
  });
  if (!connection) return { opened: 0, stopped: 0, failed: 0 };
  const address = watchAddress();
  const wanted = new Set(connection.status === 'connected' && address ? connection.readCalendarIds : []);
  const renewBy = now.getTime() + renewWithinMs;

  const kept = new Map<string, string>();
  for (const channel of connection.watchChannels) {
    if (wanted.has(channel.calendarId) && !kept.has(channel.calendarId) && channel.expiresAt.getTime() > renewBy) {
      kept.set(channel.calendarId, channel.id);
    }
  }
  const result: WatchSyncResult = { opened: 0, stopped: 0, failed: 0 };
  let api: calendar_v3.Calendar | null = null;
  const authorised = async () => (api ??= calendarApi(await getGoogleAuth({ teacherId, purpose: 'calendar' })));

  for (const calendarId of wanted) {
    if (kept.has(calendarId)) continue;
    try {
      const opened = await openWatchChannel(await authorised(), {
        teacherId,
        connectionId: connection.id,
        calendarId,
        address: address!,
        now,
      });
      kept.set(calendarId, opened.id);
      result.opened++;
    } catch (error) {
      result.failed++;
      log.warn({ teacherId, code: (error as { code?: unknown }).code }, 'google calendar channel not opened');
    }
  }

  // A still-live channel whose replacement failed stays: it keeps notifying until the next attempt.
  const retired = connection.watchChannels.filter(
    (channel) =>
      kept.get(channel.calendarId) !== channel.id &&
      !(wanted.has(channel.calendarId) && !kept.has(channel.calendarId) && channel.expiresAt > now),
  );
  if (retired.length === 0) return result;
  await db.calendarWatchChannel.deleteMany({ where: { teacherId, id: { in: retired.map((channel) => channel.id) } } });
  const client = await authorised().catch(() => null);
  for (const channel of retired) {
    if (client && (await stopWatchChannel(client, channel))) result.stopped++;
    else result.failed++;
  }
  return result;
}

/**
 * For requests that changed the connection (calendar choice, connect): the teacher's change is
 * saved whatever Google answers, so nothing here may fail the request; the hourly job retries.
 */
export async function syncWatchChannelsQuietly(teacherId: string): Promise<void> {
  try {
    await syncWatchChannels(teacherId);
  } catch (error) {
    log.warn({ teacherId, error: (error as Error).message }, 'google calendar channel sync failed');
  }
}
