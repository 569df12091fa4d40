import 'server-only';
import { log } from '@/lib/core/log';
import type { driveCopiesTrashRequestedEvent, JobEventData } from '@/lib/jobs/job-events';

type TrashRequest = JobEventData<typeof driveCopiesTrashRequestedEvent>;

/**
 * After an erasure committed: the erased student's drive copies go to the drive provider's trash.
 * Drive copies are issue 17's work: there is no drive adapter to call yet, so this records what
 * would be trashed and does nothing else (idempotent by construction). The rows are already marked
 * `deleted`, so no screen shows them meanwhile.
 */
export async function trashErasedDriveCopies({ teacherId, studentId, driveFileIds }: TrashRequest) {
  log.info(
    { teacherId, studentId, files: driveFileIds.length },
    'drive copies of an erased student to trash (no drive adapter yet)',
  );
  return { trashed: 0, pending: driveFileIds.length };
}
