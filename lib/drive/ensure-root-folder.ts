import 'server-only';
import { db } from '@/lib/core/db';
import { NotConnectedError } from '@/lib/integrations/google/authorized-client';
import type { GoogleDriveStorage } from '@/lib/integrations/google-drive/google-drive-storage';

export const rootFolderName = 'Lektio';

/**
 * The teacher's root folder, created on first need. A stored folder that was deleted or trashed
 * on Drive is replaced. A retry after a crash between Drive's answer and our update finds the
 * folder by its mark instead of making a second one; of two concurrent creators the first stored
 * id wins and the other trashes its own (empty) folder.
 */
export async function ensureRootFolder(storage: GoogleDriveStorage, teacherId: string): Promise<string> {
  const connection = await db.driveConnection.findUnique({ where: { teacherId }, select: { rootFolderId: true } });
  if (!connection) throw new NotConnectedError('drive');
  const stored = connection.rootFolderId;
  if (stored && (await storage.folderExists(stored))) return stored;

  const mark = { key: 'lektioTeacherId', value: teacherId };
  const folderId = (await storage.findMarked(mark)) ?? (await storage.createFolder({ name: rootFolderName, mark }));
  const { count } = await db.driveConnection.updateMany({
    where: { teacherId, rootFolderId: stored },
    data: { rootFolderId: folderId },
  });
  if (count === 1) return folderId;
  const winner = await db.driveConnection.findUniqueOrThrow({ where: { teacherId }, select: { rootFolderId: true } });
  if (winner.rootFolderId !== folderId) await storage.trashFile(folderId);
  return winner.rootFolderId ?? folderId;
}
