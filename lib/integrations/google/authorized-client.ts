import 'server-only';
import type { OAuth2Client } from 'google-auth-library';
import { decryptSecret, SecretDecryptionError } from '@/lib/core/crypto';
import { db } from '@/lib/core/db';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import {
  isInvalidGrant,
  NotConnectedError,
  ReconnectNeededError,
  type GooglePurpose,
} from './google-connection-errors';
import { createGoogleOAuthClient, googleCredentials } from './oauth-client';

export { NotConnectedError, ReconnectNeededError, type GooglePurpose } from './google-connection-errors';

type StoredGrant = { encryptedRefreshToken: string | null; status: string } | null;

function findGrant(teacherId: string, purpose: GooglePurpose): Promise<StoredGrant> {
  const select = { encryptedRefreshToken: true, status: true } as const;
  return purpose === 'calendar'
    ? db.calendarConnection.findUnique({ where: { teacherId }, select })
    : db.driveConnection.findUnique({ where: { teacherId }, select });
}

/** Flags the connection so that pages show "reconnect needed" and jobs stop retrying in vain. */
export async function markNeedsReauth(teacherId: string, purpose: GooglePurpose) {
  const where = { teacherId, status: 'connected' as const };
  const data = { status: 'needs_reauth' as const };
  if (purpose === 'calendar') await db.calendarConnection.updateMany({ where, data });
  else await db.driveConnection.updateMany({ where, data });
  log.warn({ teacherId, purpose }, 'google grant refused, connection needs reauthorisation');
}

/**
 * An OAuth client authorised as the teacher for one integration, ready to hand to googleapis as
 * `auth`. The access token is refreshed here, up front, so a revoked grant surfaces as one clear
 * state (connection needs_reauth, 409 RECONNECT_NEEDED) rather than as a failure deep in an API call.
 */
export async function getGoogleAuth({
  teacherId,
  purpose,
}: {
  teacherId: string;
  purpose: GooglePurpose;
}): Promise<OAuth2Client> {
  const credentials = googleCredentials();
  if (!credentials) throw new ServiceUnavailableError('Google is not configured here');
  const grant = await findGrant(teacherId, purpose);
  if (!grant?.encryptedRefreshToken || grant.status === 'disconnected') throw new NotConnectedError(purpose);
  if (grant.status === 'needs_reauth') throw new ReconnectNeededError(purpose);

  let refreshToken: string;
  try {
    refreshToken = decryptSecret(grant.encryptedRefreshToken, teacherId);
  } catch (error) {
    // A token sealed under a retired key (or for another row) is as good as revoked.
    if (!(error instanceof SecretDecryptionError)) throw error;
    await markNeedsReauth(teacherId, purpose);
    throw new ReconnectNeededError(purpose);
  }
  const client = createGoogleOAuthClient(credentials);
  client.setCredentials({ refresh_token: refreshToken });
  try {
    await client.getAccessToken();
  } catch (error) {
    if (!isInvalidGrant(error)) throw error;
    await markNeedsReauth(teacherId, purpose);
    throw new ReconnectNeededError(purpose);
  }
  return client;
}
