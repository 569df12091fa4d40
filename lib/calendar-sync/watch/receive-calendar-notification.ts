import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError, UnauthenticatedError } from '@/lib/core/errors';
import { invalidateExternalBusy } from '@/lib/core/external-busy-cache';
import { channelTokenMatches } from '@/lib/integrations/google-calendar/watch/channel-token';

/** What Google sends in its X-Goog-* headers (the body is empty). */
export type CalendarNotification = {
  channelId: string | null;
  token: string | null;
  /** `sync` on a new channel; `exists` (or `not_exists`) when the watched calendar changed. */
  resourceState: string | null;
};

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * A push notification for one watched calendar. Only a channel the app opened and still holds,
 * with its token, counts: unknown or expired is 404, a wrong token 401, and neither changes
 * anything. A change marks the connection's busy time as changed (busyChangedAt: every instance's
 * cached busy time fetched before it is stale) and drops this process's cache; the busy time itself
 * is fetched on the next availability request, so Google gets its answer at once.
 */
export async function receiveCalendarNotification(
  { channelId, token, resourceState }: CalendarNotification,
  now = new Date(),
): Promise<{ changed: boolean }> {
  const channel =
    channelId && isUuid(channelId)
      ? await db.calendarWatchChannel.findUnique({
          where: { id: channelId },
          select: { teacherId: true, connectionId: true, tokenHash: true, expiresAt: true },
        })
      : null;
  if (!channel || channel.expiresAt <= now) throw new NotFoundError('Channel');
  if (!channelTokenMatches(token, channel.tokenHash)) {
    throw new UnauthenticatedError('The channel token does not match');
  }
  if (resourceState !== 'exists' && resourceState !== 'not_exists') return { changed: false };
  await db.calendarConnection.updateMany({
    where: { id: channel.connectionId, teacherId: channel.teacherId },
    data: { busyChangedAt: now },
  });
  invalidateExternalBusy(channel.teacherId);
  return { changed: true };
}
