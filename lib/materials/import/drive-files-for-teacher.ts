import 'server-only';
import type { OAuth2Client } from 'google-auth-library';
import { AppError, BusinessRuleError, ServiceUnavailableError } from '@/lib/core/errors';
import { getGoogleAuth, NotConnectedError, ReconnectNeededError } from '@/lib/integrations/google/authorized-client';
import type { DriveFilesAdapter } from '@/lib/integrations/google-drive/drive-files-adapter';
import { createGoogleDriveFilesAdapter } from '@/lib/integrations/google-drive/google-drive-files-adapter';

export const driveNotConnected = (message = 'Connect Google Drive in the settings to import files') =>
  new BusinessRuleError('DRIVE_NOT_CONNECTED', message);

/**
 * The Google Drive adapter authorised as the teacher, through the shared Google grant
 * (`getGoogleAuth`, purpose drive): a refused grant marks the connection "reconnect needed" there.
 * No connection, one that needs re-authorisation, or no Google client configured (the development
 * default): 422 DRIVE_NOT_CONNECTED, the import's answer; Google not answering the refresh: 503.
 */
export async function driveFilesForTeacher(teacherId: string): Promise<DriveFilesAdapter> {
  let auth: OAuth2Client;
  try {
    auth = await getGoogleAuth({ teacherId, purpose: 'drive' });
  } catch (error) {
    if (error instanceof ReconnectNeededError) throw driveNotConnected('Reconnect Google Drive in the settings');
    if (error instanceof NotConnectedError || error instanceof ServiceUnavailableError) throw driveNotConnected();
    if (error instanceof AppError) throw error;
    throw new ServiceUnavailableError('Google Drive did not answer, try again');
  }
  return createGoogleDriveFilesAdapter({ auth });
}
