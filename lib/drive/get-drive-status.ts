import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { driveFolderUrl } from '@/lib/integrations/google-drive/google-drive-storage';
import { driveStorageForTeacher } from './drive-storage-for-teacher';
import type { TDriveFolderState, TDriveStatus } from './schemas';

async function rootFolderState(teacherId: string, rootFolderId: string | null): Promise<TDriveFolderState> {
  if (!rootFolderId) return 'not_created';
  try {
    const storage = await driveStorageForTeacher(teacherId);
    return (await storage.folderExists(rootFolderId)) ? 'ready' : 'missing';
  } catch (error) {
    // A status page answers even when Drive does not.
    log.warn({ err: error, teacherId }, 'drive folder state unknown');
    return 'unknown';
  }
}

/** The teacher's drive state, copy counts (deleted copies not counted) and root folder. */
export async function getDriveStatus(teacherId: string): Promise<TDriveStatus> {
  const [connection, counts] = await Promise.all([
    db.driveConnection.findUnique({
      where: { teacherId },
      select: { enabled: true, status: true, accountEmail: true, rootFolderId: true, encryptedRefreshToken: true },
    }),
    db.driveFileCopy.groupBy({ by: ['status'], where: { teacherId }, _count: { _all: true } }),
  ]);
  const count = (status: string) => counts.find((row) => row.status === status)?._count._all ?? 0;
  const connected = connection?.status === 'connected' && connection.encryptedRefreshToken !== null;
  const state =
    !connection?.encryptedRefreshToken || connection.status === 'disconnected'
      ? 'not_connected'
      : connection.status === 'needs_reauth'
        ? 'needs_reauth'
        : connection.enabled
          ? 'enabled'
          : 'disabled';
  const rootFolderId = connection?.rootFolderId ?? null;
  return {
    state,
    accountEmail: connection?.accountEmail ?? null,
    copied: count('copied'),
    pending: count('pending'),
    failed: count('failed'),
    folder: {
      state: connected ? await rootFolderState(teacherId, rootFolderId) : rootFolderId ? 'unknown' : 'not_created',
      url: rootFolderId ? driveFolderUrl(rootFolderId) : null,
    },
  };
}
