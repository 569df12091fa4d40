import 'server-only';
import { NonRetriableError } from 'inngest';
import { db } from '@/lib/core/db';
import { AppError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import { DriveFilesNotFoundError } from '@/lib/integrations/google-drive/drive-files-adapter';
import type { driveCopyRequestedEvent, JobEventData } from '@/lib/jobs/job-events';
import { driveStorageForTeacher } from './drive-storage-for-teacher';
import { ensureStudentFolder } from './ensure-student-folder';

type CopyRequest = JobEventData<typeof driveCopyRequestedEvent>;
const open = { in: ['pending' as const, 'failed' as const] };

/**
 * The copy job: copies a drive resource into the student's folder and records it as `copied` with
 * the new file's id. The copy carries its row's id as a mark, so a retry after a crash between
 * Drive's answer and our update finds it instead of copying again; of two concurrent runs the first
 * recorded file wins and the other is trashed. A failure is recorded as `failed` (with the reason)
 * and thrown for the job engine to retry; one that no retry can fix (the file is gone, the grant was
 * refused, the student was removed) is not retried. With Drive turned off the row stays pending.
 */
export async function copyDriveResource({ teacherId, copyId }: CopyRequest) {
  const copy = await db.driveFileCopy.findFirst({
    where: { id: copyId, teacherId, status: open },
    select: { studentId: true, resource: { select: { providerItemId: true } } },
  });
  if (!copy?.resource.providerItemId) return { copied: false, reason: 'not_pending' };
  const enabled = await db.driveConnection.count({ where: { teacherId, enabled: true } });
  if (!enabled) return { copied: false, reason: 'disabled' };

  try {
    const storage = await driveStorageForTeacher(teacherId);
    const folderId = await ensureStudentFolder(storage, { teacherId, studentId: copy.studentId });
    const mark = { key: 'lektioCopyId', value: copyId };
    const driveFileId =
      (await storage.findMarked(mark, folderId)) ??
      (await storage.copyFile({ fileId: copy.resource.providerItemId, parentId: folderId, mark }));
    const { count } = await db.driveFileCopy.updateMany({
      where: { id: copyId, teacherId, status: open },
      data: { status: 'copied', driveFileId, copiedAt: new Date(), error: null },
    });
    if (count === 0) {
      const now = await db.driveFileCopy.findFirst({ where: { id: copyId, teacherId }, select: { driveFileId: true } });
      // Erased meanwhile, or a concurrent run recorded its own file: ours must not stay behind.
      if (now?.driveFileId !== driveFileId) await storage.trashFile(driveFileId);
      return { copied: false, reason: 'superseded' };
    }
    return { copied: true, driveFileId };
  } catch (error) {
    const permanent = error instanceof DriveFilesNotFoundError || (error instanceof AppError && error.status < 500);
    const reason =
      error instanceof DriveFilesNotFoundError ? 'The file is no longer in Drive' : String((error as Error).message);
    await db.driveFileCopy.updateMany({
      where: { id: copyId, teacherId, status: open },
      data: { status: 'failed', error: reason.slice(0, 500) },
    });
    log.warn({ err: error, teacherId, copyId, permanent }, 'drive copy failed');
    if (permanent) throw new NonRetriableError(reason, { cause: error });
    throw error;
  }
}
