import 'server-only';
import { db } from '@/lib/core/db';
import { decryptSecret, SecretDecryptionError } from '@/lib/core/crypto';
import { BusinessRuleError } from '@/lib/core/errors';
import { createGoogleOAuthClient, googleCredentials } from '@/lib/integrations/google/oauth-client';
import type { DriveFilesAdapter } from '@/lib/integrations/google-drive/drive-files-adapter';
import { createGoogleDriveFilesAdapter } from '@/lib/integrations/google-drive/google-drive-files-adapter';

export const driveNotConnected = (message = 'Connect Google Drive in the settings to import files') =>
  new BusinessRuleError('DRIVE_NOT_CONNECTED', message);

/**
 * The drive adapter authorised as the teacher: their Google Drive connection (`drive_connections`,
 * status `connected`, a sealed refresh token opened with `decryptSecret(token, teacherId)`) on the
 * app's Google OAuth client. No connection, one that needs re-authorisation, a token that does not
 * open, or no Google client configured (the development default): 422 DRIVE_NOT_CONNECTED.
 */
export async function driveFilesForTeacher(teacherId: string): Promise<DriveFilesAdapter> {
  const connection = await db.driveConnection.findFirst({
    where: { teacherId, status: 'connected', encryptedRefreshToken: { not: null } },
    select: { encryptedRefreshToken: true },
  });
  const credentials = googleCredentials();
  if (!connection?.encryptedRefreshToken || !credentials) throw driveNotConnected();
  let refreshToken: string;
  try {
    refreshToken = decryptSecret(connection.encryptedRefreshToken, teacherId);
  } catch (error) {
    if (error instanceof SecretDecryptionError) throw driveNotConnected('Reconnect Google Drive in the settings');
    throw error;
  }
  const auth = createGoogleOAuthClient(credentials);
  auth.setCredentials({ refresh_token: refreshToken });
  return createGoogleDriveFilesAdapter({ auth });
}
