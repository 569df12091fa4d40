import 'server-only';
import { getGoogleAuth } from '@/lib/integrations/google/authorized-client';
import {
  createGoogleDriveStorage,
  type GoogleDriveStorage,
} from '@/lib/integrations/google-drive/google-drive-storage';

/** Drive v3 authorised as the teacher (409 INVALID_STATE / RECONNECT_NEEDED without a working grant). */
export async function driveStorageForTeacher(teacherId: string): Promise<GoogleDriveStorage> {
  return createGoogleDriveStorage({ auth: await getGoogleAuth({ teacherId, purpose: 'drive' }) });
}
