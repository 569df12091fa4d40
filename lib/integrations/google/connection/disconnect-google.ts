import { decryptSecret } from '@/lib/core/crypto';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import type { GooglePurpose } from '../google-connection-errors';
import { createGoogleOAuthClient, googleCredentials } from '../oauth-client';

/**
 * Forgets the grant and asks Google to revoke it. The local state changes first and whatever
 * Google answers: a teacher who disconnects is disconnected, even while Google is unreachable.
 * Revoking ends the whole grant (Google grants are per account and client), which is what a
 * teacher removing access expects.
 */
export async function disconnectGoogle(teacherId: string, purpose: GooglePurpose): Promise<void> {
  let sealed: string | null | undefined;
  if (purpose === 'calendar') {
    const connection = await db.calendarConnection.findUnique({ where: { teacherId } });
    sealed = connection?.encryptedRefreshToken;
    // The row holds the token (not nullable) and the calendar choice; both go.
    await db.calendarConnection.deleteMany({ where: { teacherId } });
  } else {
    const connection = await db.driveConnection.findUnique({ where: { teacherId } });
    sealed = connection?.encryptedRefreshToken;
    await db.driveConnection.updateMany({
      where: { teacherId },
      data: { encryptedRefreshToken: null, status: 'disconnected', enabled: false },
    });
  }
  const credentials = googleCredentials();
  if (!sealed || !credentials) return;
  try {
    await createGoogleOAuthClient(credentials).revokeToken(decryptSecret(sealed, teacherId));
  } catch (error) {
    log.warn({ teacherId, purpose, status: (error as { status?: number }).status }, 'google revoke failed');
  }
}
