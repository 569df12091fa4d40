/**
 * What the materials library needs from a drive storage provider: read the files a teacher picked
 * (and, for a picker, list them). The Google Drive adapter implements it on googleapis
 * (`google-drive-files-adapter.ts`); tests reach a local fake Drive through the same SDK.
 */

/** A drive file as the import reads it. */
export type DriveFile = {
  id: string;
  name: string;
  /** The address that opens the file in the browser. */
  webViewLink: string;
  mimeType: string | null;
  /** A short-lived preview image, when the provider has one. */
  thumbnailLink: string | null;
};

export type DriveFileQuery = {
  /** Text in the file's name. */
  text?: string;
  pageSize?: number;
  pageToken?: string;
};

export interface DriveFilesAdapter {
  /** The files in the order asked; throws DriveFilesNotFoundError naming every id that is missing or trashed. */
  getFiles(fileIds: readonly string[]): Promise<DriveFile[]>;
  /** Files of the account (not trashed), newest first, for a picker. */
  listFiles?(query: DriveFileQuery): Promise<{ files: DriveFile[]; nextPageToken: string | null }>;
}

/** Some files do not exist, are in the drive's trash, or the account may not read them. */
export class DriveFilesNotFoundError extends Error {
  constructor(readonly fileIds: string[]) {
    super(`Drive file(s) not found: ${fileIds.join(', ')}`);
    this.name = 'DriveFilesNotFoundError';
  }
}

/** The stored authorisation no longer works (revoked, expired refresh token): the teacher reconnects. */
export class DriveAuthorizationError extends Error {
  constructor(cause?: unknown) {
    super('The drive connection is no longer authorised', { cause });
    this.name = 'DriveAuthorizationError';
  }
}

/** The provider failed or did not answer in time. */
export class DriveUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The drive provider did not answer', { cause });
    this.name = 'DriveUnavailableError';
  }
}
