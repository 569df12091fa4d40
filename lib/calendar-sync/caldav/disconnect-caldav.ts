import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { invalidateExternalBusy } from '@/lib/core/external-busy-cache';

/**
 * Forgets the account (and its sealed password). Events already written stay in the teacher's
 * calendar, as Google's do on disconnect; the sessions forget where they were, so a later connection
 * writes afresh.
 */
export async function disconnectCaldav(teacherId: string, connectionId: string): Promise<void> {
  const { count } = await db.caldavConnection.deleteMany({ where: { id: connectionId, teacherId } });
  if (count === 0) throw new NotFoundError('CalDAV connection');
  await db.session.updateMany({ where: { teacherId, caldavEventUrl: { not: null } }, data: { caldavEventUrl: null } });
  invalidateExternalBusy(teacherId);
}
