import 'server-only';
import { db } from '@/lib/core/db';
import { watchAddress } from '@/lib/integrations/google-calendar/watch/watch-address';
import { renewWithinMs, syncWatchChannels, type WatchSyncResult } from './sync-watch-channels';

/**
 * The teachers whose channels need work: a channel expiring within a day, or a connected read
 * calendar without a channel (opening failed when the choice was saved). Without a push address
 * here, every teacher still holding channels (they are all retired).
 */
async function teachersToSync(now: Date): Promise<string[]> {
  const renewBy = new Date(now.getTime() + renewWithinMs);
  const channelWhere = watchAddress() ? { expiresAt: { lte: renewBy } } : {};
  const [expiring, connections] = await Promise.all([
    db.calendarWatchChannel.findMany({ where: channelWhere, select: { teacherId: true }, distinct: ['teacherId'] }),
    watchAddress()
      ? db.calendarConnection.findMany({
          where: { status: 'connected', NOT: { readCalendarIds: { isEmpty: true } } },
          select: {
            teacherId: true,
            readCalendarIds: true,
            watchChannels: { where: { expiresAt: { gt: renewBy } }, select: { calendarId: true } },
          },
        })
      : [],
  ]);
  const unwatched = connections.filter((connection) => {
    const watched = new Set(connection.watchChannels.map((channel) => channel.calendarId));
    return connection.readCalendarIds.some((calendarId) => !watched.has(calendarId));
  });
  return [...new Set([...expiring, ...unwatched].map((row) => row.teacherId))];
}

/**
 * Hourly: renews channels before Google lets them lapse (open the new one, then stop the old one)
 * and retries channels that could not be opened. Teacher by teacher, so one teacher's revoked grant
 * or Google's bad minute does not hold up the others; running it twice opens nothing twice.
 */
export async function renewWatchChannels(now = new Date()): Promise<WatchSyncResult & { teachers: number }> {
  const teachers = await teachersToSync(now);
  const total = { teachers: teachers.length, opened: 0, stopped: 0, failed: 0 };
  for (const teacherId of teachers) {
    const result = await syncWatchChannels(teacherId, now);
    total.opened += result.opened;
    total.stopped += result.stopped;
    total.failed += result.failed;
  }
  return total;
}
