import 'server-only';
import { randomUUID } from 'node:crypto';
import type { calendar_v3 } from 'googleapis/build/src/apis/calendar';
import { db } from '@/lib/core/db';
import { callGoogle } from '@/lib/integrations/google/google-breaker';
import { channelTokenHash, newChannelToken } from './channel-token';

/** Google caps an events channel at about a week; asking for that much keeps renewals rare. */
export const channelLifetimeMs = 7 * 24 * 3600_000;

type OpenWatchChannel = {
  teacherId: string;
  connectionId: string;
  calendarId: string;
  address: string;
  now?: Date;
};

/**
 * Opens a push channel (events.watch, web_hook) on one calendar. The row is stored before Google is
 * asked, so the "sync" message Google sends at once finds its channel; it is removed again when
 * Google refuses. Google's own expiration (it may shorten the one asked for) is what is kept.
 */
export async function openWatchChannel(
  api: calendar_v3.Calendar,
  { teacherId, connectionId, calendarId, address, now = new Date() }: OpenWatchChannel,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomUUID();
  const token = newChannelToken();
  const asked = new Date(now.getTime() + channelLifetimeMs);
  await db.calendarWatchChannel.create({
    data: { id, teacherId, connectionId, calendarId, tokenHash: channelTokenHash(token), expiresAt: asked },
  });
  try {
    const { data } = await callGoogle(() =>
      api.events.watch({
        calendarId,
        requestBody: { id, type: 'web_hook', address, token, expiration: String(asked.getTime()) },
      }),
    );
    const granted = Number(data.expiration);
    const expiresAt = Number.isFinite(granted) && granted > 0 ? new Date(Math.min(granted, asked.getTime())) : asked;
    await db.calendarWatchChannel.update({ where: { id }, data: { resourceId: data.resourceId ?? null, expiresAt } });
    return { id, expiresAt };
  } catch (error) {
    await db.calendarWatchChannel.deleteMany({ where: { id } });
    throw error;
  }
}
