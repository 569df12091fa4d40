import 'server-only';
import { db } from '@/lib/core/db';
import { BusinessRuleError, ServiceUnavailableError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import {
  DriveAuthorizationError,
  DriveFilesNotFoundError,
  DriveUnavailableError,
  type DriveFile,
  type DriveFilesAdapter,
} from '@/lib/integrations/google-drive/drive-files-adapter';
import { assertOwnLiveFolder } from '../resources/resource-fields';
import type { TImportMaterialsInput, TImportMaterialsResult } from '../resources/schemas';
import { driveFilesForTeacher, driveNotConnected } from './drive-files-for-teacher';
import { importDriveFiles } from './import-drive-files';

type ImportMaterials = {
  teacherId: string;
  input: TImportMaterialsInput;
  meta?: RequestMeta;
  /** The teacher's drive; the Google adapter on their connection unless given (tests, other providers). */
  driveFor?: (teacherId: string) => Promise<DriveFilesAdapter>;
};

async function readFiles(drive: DriveFilesAdapter, fileIds: string[]): Promise<DriveFile[]> {
  try {
    return await drive.getFiles(fileIds);
  } catch (error) {
    if (error instanceof DriveFilesNotFoundError) {
      throw new BusinessRuleError(
        'DRIVE_FILE_NOT_FOUND',
        'Some files are not in your drive (or are in its trash)',
        error.fileIds.map((id) => ({ path: `fileIds.${fileIds.indexOf(id)}`, message: `File not found: ${id}` })),
      );
    }
    if (error instanceof DriveAuthorizationError) throw driveNotConnected('Reconnect Google Drive in the settings');
    if (error instanceof DriveUnavailableError) throw new ServiceUnavailableError('Google Drive did not answer, try again');
    throw error;
  }
}

/**
 * POST /api/teacher/materials/import: reads the picked files from the teacher's drive (422
 * DRIVE_NOT_CONNECTED without a working connection, 422 DRIVE_FILE_NOT_FOUND naming the files the
 * drive does not have, 503 when it does not answer) and imports them as resources, de-duplicated.
 * The folder is checked first, so a wrong folder costs no drive call.
 */
export async function importMaterials({
  teacherId,
  input,
  meta,
  driveFor = driveFilesForTeacher,
}: ImportMaterials): Promise<TImportMaterialsResult> {
  const folderId = input.folderId ?? null;
  await assertOwnLiveFolder(db, teacherId, folderId);
  const drive = await driveFor(teacherId);
  const files = await readFiles(drive, input.fileIds);
  return importDriveFiles({ teacherId, files, folderId, meta });
}
