import 'server-only';
import { decryptSecret } from '@/lib/core/crypto';
import type { Prisma } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { createGoogleOAuthClient, googleCredentials } from '@/lib/integrations/google/oauth-client';
import { calendarApi } from '@/lib/integrations/google-calendar/calendar-api';
import { stopWatchChannel, type WatchChannelRef } from '@/lib/integrations/google-calendar/watch/stop-watch-channel';

export type { WatchChannelRef } from '@/lib/integrations/google-calendar/watch/stop-watch-channel';

/** Inside the disconnect's transaction: the teacher's channels are forgotten with the connection. */
export async function forgetWatchChannels(tx: Prisma.TransactionClient, teacherId: string): Promise<WatchChannelRef[]> {
  const channels = await tx.calendarWatchChannel.findMany({
    where: { teacherId },
    select: { id: true, resourceId: true },
  });
  if (channels.length > 0) await tx.calendarWatchChannel.deleteMany({ where: { teacherId } });
  return channels;
}

/**
 * After the disconnect, before the grant is revoked (a revoked grant could not stop them): asks
 * Google to stop the forgotten channels with the grant being given up. Best effort, never throws.
 */
export async function stopForgottenWatchChannels(
  teacherId: string,
  channels: WatchChannelRef[],
  sealedRefreshToken: string,
): Promise<void> {
  const credentials = googleCredentials();
  if (channels.length === 0 || !credentials) return;
  try {
    const client = createGoogleOAuthClient(credentials);
    client.setCredentials({ refresh_token: decryptSecret(sealedRefreshToken, teacherId) });
    const api = calendarApi(client);
    await Promise.all(channels.map((channel) => stopWatchChannel(api, channel)));
  } catch (error) {
    log.warn({ teacherId, error: (error as Error).message }, 'google calendar channels not stopped on disconnect');
  }
}
