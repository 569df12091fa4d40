import { randomBytes } from 'node:crypto';

/** What the simulated Google Drive holds: one account's files and folders (metadata only). */

export type SimulatedDriveFile = {
  id: string;
  name: string;
  mimeType?: string;
  webViewLink?: string;
  thumbnailLink?: string;
  trashed?: boolean;
  parents?: string[];
  appProperties?: Record<string, string>;
};

export type DriveState = {
  files: Map<string, SimulatedDriveFile>;
  /** The next Drive calls fail with these statuses. */
  failures: number[];
  stats: { fileRequests: number; tokenRequests: number };
};

export const driveFolderMimeType = 'application/vnd.google-apps.folder';

export function createDriveState(): DriveState {
  return { files: new Map(), failures: [], stats: { fileRequests: 0, tokenRequests: 0 } };
}

export function addFile(state: DriveState, partial: Partial<SimulatedDriveFile>): SimulatedDriveFile {
  const id = partial.id ?? `1${randomBytes(12).toString('base64url')}`;
  const file: SimulatedDriveFile = {
    id,
    name: partial.name ?? `Worksheet ${id.slice(0, 6)}.pdf`,
    mimeType: partial.mimeType ?? 'application/pdf',
    webViewLink: partial.webViewLink ?? `https://drive.google.com/file/d/${id}/view?usp=drivesdk`,
    thumbnailLink: partial.thumbnailLink ?? `https://lh3.googleusercontent.com/drive-thumb/${id}=s220`,
    trashed: partial.trashed ?? false,
    parents: partial.parents ?? ['root'],
    ...(partial.appProperties ? { appProperties: partial.appProperties } : {}),
  };
  state.files.set(id, file);
  return file;
}

export const childrenOf = (state: DriveState, parentId: string) =>
  [...state.files.values()].filter((file) => file.parents?.includes(parentId));
