import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { backfillDriveCopies } from '@/lib/drive/backfill-drive-copies';
import { requestCalendarResync } from '@/lib/calendar-sync/events/request-calendar-resync';
import { driveCopyRequestedEvent } from '@/lib/jobs/job-events';
import { enqueueEffects } from '@/lib/outbox/enqueue-effects';
import type { GooglePurpose } from '@/lib/integrations/google/google-connection-errors';

/**
 * Called in the reconnect's transaction BEFORE the new grant is stored, to read the status it
 * replaces. A grant coming back from needs_reauth catches up with what could not reach Google
 * meanwhile (decision 0058): the calendar resync (cancellations, bookings, reschedules whose jobs
 * were skipped or never queued), and for an enabled Drive the copies whose jobs failed for want of
 * a grant, still waited, or were never recorded. Everything is sent after the commit.
 */
export async function replayAfterReconnect(
  tx: Prisma.TransactionClient,
  teacherId: string,
  purpose: GooglePurpose,
): Promise<void> {
  if (purpose === 'calendar') {
    const was = await tx.calendarConnection.findUnique({ where: { teacherId }, select: { status: true } });
    if (was?.status === 'needs_reauth') await requestCalendarResync(tx, { teacherId, reason: 'reconnected' });
    return;
  }
  const was = await tx.driveConnection.findUnique({ where: { teacherId }, select: { status: true, enabled: true } });
  if (was?.status !== 'needs_reauth' || !was.enabled) return;
  const open = await tx.driveFileCopy.findMany({
    where: { teacherId, status: { in: ['pending', 'failed'] } },
    select: { id: true },
  });
  await enqueueEffects(
    tx,
    open.map((copy) => ({
      kind: 'event' as const,
      payload: {
        name: driveCopyRequestedEvent.name,
        data: driveCopyRequestedEvent.schema.parse({ teacherId, copyId: copy.id }),
      },
    })),
  );
  await backfillDriveCopies(tx, teacherId);
}
