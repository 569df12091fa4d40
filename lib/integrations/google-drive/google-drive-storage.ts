import 'server-only';
import type { OAuth2Client } from 'google-auth-library';
import { drive } from 'googleapis/build/src/apis/drive';
import { googleApiRootUrl } from '@/lib/integrations/google/google-api-root';
import { DriveAuthorizationError, DriveFilesNotFoundError, DriveUnavailableError } from './drive-files-adapter';
import { isAuthorizationFailure, requestTimeoutMs, statusOf } from './google-drive-files-adapter';
import { throughGoogleBreaker } from './through-google-breaker';

export const folderMimeType = 'application/vnd.google-apps.folder';

/** The address that opens a folder in the browser. */
export const driveFolderUrl = (folderId: string) =>
  `https://drive.google.com/drive/folders/${encodeURIComponent(folderId)}`;

/** Lektio's mark on the files it creates, so that a retry finds the file of an earlier attempt. */
export type AppMark = { key: string; value: string };

const quoted = (value: string) => `'${value.replace(/['\\]/g, '\\$&')}'`;

/**
 * The writes of the drive storage provider (folders, copies, trash) on googleapis' Drive v3. Every
 * call maps Google's failures to the adapter errors: 401/invalid_grant authorisation, 404 not found,
 * anything else (5xx, 429, timeouts, the Google breaker open) unavailable, which the job engine retries.
 */
export function createGoogleDriveStorage({
  auth,
  rootUrl = googleApiRootUrl(),
}: {
  auth: OAuth2Client;
  rootUrl?: string;
}) {
  const api = drive({ version: 'v3', auth, rootUrl, timeout: requestTimeoutMs, retry: false });

  async function call<T>(fileId: string | null, work: () => Promise<T>): Promise<T> {
    try {
      return await throughGoogleBreaker(work);
    } catch (error) {
      if (error instanceof DriveUnavailableError) throw error;
      if (isAuthorizationFailure(error)) throw new DriveAuthorizationError(error);
      if (fileId && statusOf(error) === 404) throw new DriveFilesNotFoundError([fileId]);
      throw new DriveUnavailableError(error);
    }
  }

  return {
    /** The id of a live file carrying `mark` (inside `parentId` when given), or null. */
    async findMarked(mark: AppMark, parentId?: string): Promise<string | null> {
      const q = [
        'trashed = false',
        `appProperties has { key=${quoted(mark.key)} and value=${quoted(mark.value)} }`,
        ...(parentId ? [`${quoted(parentId)} in parents`] : []),
      ].join(' and ');
      const { data } = await call(null, () => api.files.list({ q, pageSize: 1, fields: 'files(id)' }));
      return data.files?.[0]?.id ?? null;
    },

    async createFolder({ name, parentId, mark }: { name: string; parentId?: string; mark: AppMark }) {
      const { data } = await call(null, () =>
        api.files.create({
          requestBody: {
            name,
            mimeType: folderMimeType,
            parents: parentId ? [parentId] : undefined,
            appProperties: { [mark.key]: mark.value },
          },
          fields: 'id',
        }),
      );
      return data.id!;
    },

    /** Whether a folder is there and not in the trash. */
    async folderExists(folderId: string): Promise<boolean> {
      try {
        const { data } = await call(folderId, () => api.files.get({ fileId: folderId, fields: 'id,trashed' }));
        return !data.trashed;
      } catch (error) {
        if (error instanceof DriveFilesNotFoundError) return false;
        throw error;
      }
    },

    async copyFile({ fileId, parentId, mark }: { fileId: string; parentId: string; mark: AppMark }) {
      const { data } = await call(fileId, () =>
        api.files.copy({
          fileId,
          requestBody: { parents: [parentId], appProperties: { [mark.key]: mark.value } },
          fields: 'id',
          supportsAllDrives: true,
        }),
      );
      return data.id!;
    },

    /** Moves a file to the trash; a file that is gone already counts as done. */
    async trashFile(fileId: string): Promise<'trashed' | 'missing'> {
      try {
        await call(fileId, () => api.files.update({ fileId, requestBody: { trashed: true }, fields: 'id' }));
        return 'trashed';
      } catch (error) {
        if (error instanceof DriveFilesNotFoundError) return 'missing';
        throw error;
      }
    },
  };
}

export type GoogleDriveStorage = ReturnType<typeof createGoogleDriveStorage>;
