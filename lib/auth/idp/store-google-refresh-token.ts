import { db } from '@/lib/core/db';
import { encryptSecret } from '@/lib/core/crypto';

/**
 * Keeps the refresh token Google issued at consent, for the Calendar (and later Drive) integration:
 * sealed with `encryptSecret(token, teacherId)`, so it opens only with the app's key and only on
 * this teacher's row (`decryptSecret(value, teacherId)`).
 *
 * The connection stays `disconnected` until the teacher chooses calendars. A connection that is
 * already `connected` keeps the token it was connected with.
 */
export async function storeGoogleRefreshToken(teacherId: string, accountEmail: string, refreshToken: string) {
  const encryptedRefreshToken = encryptSecret(refreshToken, teacherId);
  const { count } = await db.calendarConnection.updateMany({
    where: { teacherId, status: { not: 'connected' } },
    data: { encryptedRefreshToken, accountEmail },
  });
  if (count > 0) return;
  // None yet (or a connected one, which the empty update leaves alone).
  await db.calendarConnection.upsert({
    where: { teacherId },
    create: { teacherId, provider: 'google', accountEmail, encryptedRefreshToken, status: 'disconnected' },
    update: {},
  });
}
