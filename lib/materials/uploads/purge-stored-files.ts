import 'server-only';
import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { log } from '@/lib/core/log';
import { storage } from '@/lib/integrations/storage/storage';

/** How long a trashed file of the teacher's own can still be restored before it is deleted for good. */
export const trashedFileRetentionDays = 30;

const batchSize = 200;

/**
 * The clean-up of files of the teacher's own (issue 33 item 3, decision 0089), two steps:
 * 1. resources holding a file that have been in the trash longer than the retention are deleted for
 *    good (their session and template links go with them, as a permanent delete does);
 * 2. every store key left behind by a deleted resource row (queued by the database trigger on
 *    `resources`, whatever deleted the row: step 1, a permanent delete, a teacher account) is
 *    deleted from the uploads store, then its queue row. A store failure leaves the row for the next run.
 * Idempotent: run again, it finds nothing more to do.
 */
export async function purgeStoredFiles({ now = new Date() }: { now?: Date } = {}) {
  const cutoff = new Date(now.getTime() - trashedFileRetentionDays * dayMs);
  const expired = await db.resource.deleteMany({
    where: { fileKey: { not: null }, deletedAt: { lt: cutoff } },
  });
  const files = storage();
  let removed = 0;
  let failed = 0;
  for (;;) {
    const queued = await db.storedFileDeletion.findMany({
      orderBy: { createdAt: 'asc' },
      take: batchSize,
      skip: failed,
      select: { id: true, key: true },
    });
    if (queued.length === 0) break;
    for (const { id, key } of queued) {
      try {
        await files.delete(key);
        await db.storedFileDeletion.delete({ where: { id } });
        removed += 1;
      } catch (error) {
        failed += 1;
        log.warn({ err: error, key }, 'could not delete a stored file; retried on the next run');
      }
    }
    if (queued.length < batchSize) break;
  }
  return { expiredResources: expired.count, removedFiles: removed, failedFiles: failed };
}
