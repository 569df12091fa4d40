import 'server-only';
import type { OAuth2Client } from 'google-auth-library';
// The Drive API alone: the googleapis index would load every Google API.
import { drive, type drive_v3 } from 'googleapis/build/src/apis/drive';
import { googleApiRootUrl } from '@/lib/integrations/google/google-api-root';
import {
  DriveAuthorizationError,
  DriveFilesNotFoundError,
  DriveUnavailableError,
  type DriveFile,
  type DriveFileQuery,
  type DriveFilesAdapter,
} from './drive-files-adapter';
import { throughGoogleBreaker } from './through-google-breaker';

const fileFields = 'id,name,webViewLink,mimeType,thumbnailLink,trashed';
/** Parallel files.get calls per import (Drive v3 has no batch read by ids outside multipart batches). */
const concurrency = 5;
export const requestTimeoutMs = 10_000;

type Options = {
  /** A Google OAuth client holding the teacher's refresh token (it refreshes access tokens itself). */
  auth: OAuth2Client;
  rootUrl?: string;
};

export const statusOf = (error: unknown): number | undefined => {
  const candidate = error as { status?: unknown; response?: { status?: unknown } };
  const status = candidate?.response?.status ?? candidate?.status;
  return typeof status === 'number' ? status : undefined;
};

/** invalid_grant (revoked or expired refresh token) comes from the token endpoint, not Drive. */
export const isAuthorizationFailure = (error: unknown): boolean => {
  const data = (error as { response?: { data?: { error?: unknown } } })?.response?.data;
  return statusOf(error) === 401 || data?.error === 'invalid_grant' || data?.error === 'unauthorized_client';
};

function toDriveFile(file: drive_v3.Schema$File, fallbackId: string): DriveFile {
  const id = file.id ?? fallbackId;
  return {
    id,
    name: file.name ?? 'Untitled',
    webViewLink: file.webViewLink ?? `https://drive.google.com/file/d/${encodeURIComponent(id)}/view`,
    mimeType: file.mimeType ?? null,
    thumbnailLink: file.thumbnailLink ?? null,
  };
}

/** The Drive adapter on googleapis (drive v3 `files.get` / `files.list` with explicit `fields`). */
export function createGoogleDriveFilesAdapter({ auth, rootUrl = googleApiRootUrl() }: Options): DriveFilesAdapter {
  const api = drive({ version: 'v3', auth, rootUrl, timeout: requestTimeoutMs, retry: false });

  async function getFile(fileId: string): Promise<DriveFile | null> {
    try {
      const { data } = await throughGoogleBreaker(() =>
        api.files.get({ fileId, fields: fileFields, supportsAllDrives: true }),
      );
      return data.trashed ? null : toDriveFile(data, fileId);
    } catch (error) {
      if (error instanceof DriveUnavailableError) throw error;
      const status = statusOf(error);
      if (isAuthorizationFailure(error)) throw new DriveAuthorizationError(error);
      // 403 on one file is a file the account may not read; 404 one that is not there.
      if (status === 404 || status === 403) return null;
      throw new DriveUnavailableError(error);
    }
  }

  return {
    async getFiles(fileIds) {
      const found: (DriveFile | null)[] = new Array(fileIds.length).fill(null);
      let next = 0;
      const worker = async () => {
        while (next < fileIds.length) {
          const index = next++;
          found[index] = await getFile(fileIds[index]!);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, fileIds.length) }, worker));
      const missing = fileIds.filter((_, index) => !found[index]);
      if (missing.length) throw new DriveFilesNotFoundError(missing);
      return found as DriveFile[];
    },

    async listFiles({ text, pageSize = 50, pageToken }: DriveFileQuery) {
      const q = ['trashed = false', ...(text ? [`name contains '${text.replace(/['\\]/g, '\\$&')}'`] : [])].join(
        ' and ',
      );
      try {
        const { data } = await throughGoogleBreaker(() =>
          api.files.list({
            q,
            pageSize: Math.min(Math.max(pageSize, 1), 100),
            pageToken,
            orderBy: 'modifiedTime desc',
            fields: `nextPageToken,files(${fileFields})`,
          }),
        );
        return {
          files: (data.files ?? []).map((file) => toDriveFile(file, file.id ?? '')),
          nextPageToken: data.nextPageToken ?? null,
        };
      } catch (error) {
        if (error instanceof DriveUnavailableError) throw error;
        if (isAuthorizationFailure(error)) throw new DriveAuthorizationError(error);
        throw new DriveUnavailableError(error);
      }
    },
  };
}
