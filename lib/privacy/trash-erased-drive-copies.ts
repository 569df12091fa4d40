import 'server-only';
import { NonRetriableError } from 'inngest';
import { log } from '@/lib/core/log';
import { driveStorageForTeacher } from '@/lib/drive/drive-storage-for-teacher';
import { NotConnectedError, ReconnectNeededError } from '@/lib/integrations/google/authorized-client';
import type { driveCopiesTrashRequestedEvent, JobEventData } from '@/lib/jobs/job-events';

type TrashRequest = JobEventData<typeof driveCopiesTrashRequestedEvent>;

/**
 * After an erasure committed: the erased student's drive copies, and their folder, go to the drive
 * provider's trash. Idempotent, so the job engine retries an outage from the start: a file already
 * in the trash is trashed again, one that is gone counts as done. Without a working grant no retry
 * can help; the rows are marked `deleted` already, so no screen shows the files meanwhile. (A copy
 * job still running during the erasure trashes its own file: it may only record pending copies.)
 */
export async function trashErasedDriveCopies({ teacherId, studentId, driveFileIds, driveFolderId }: TrashRequest) {
  const ids = [...driveFileIds, ...(driveFolderId ? [driveFolderId] : [])];
  if (!ids.length) return { trashed: 0, missing: 0 };
  let storage;
  try {
    storage = await driveStorageForTeacher(teacherId);
  } catch (error) {
    if (!(error instanceof NotConnectedError || error instanceof ReconnectNeededError)) throw error;
    log.warn({ teacherId, studentId, files: ids.length }, 'erased student drive copies left in Drive: no drive grant');
    throw new NonRetriableError('Google Drive is not connected', { cause: error });
  }
  let trashed = 0;
  for (const fileId of ids) if ((await storage.trashFile(fileId)) === 'trashed') trashed++;
  return { trashed, missing: ids.length - trashed };
}
