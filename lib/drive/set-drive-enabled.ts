import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { NotConnectedError, ReconnectNeededError } from '@/lib/integrations/google/authorized-client';
import { driveCopyRequestedEvent } from '@/lib/jobs/job-events';
import { enqueueEvent } from '@/lib/outbox/enqueue-event';
import { transaction } from '@/lib/outbox/transaction';
import { backfillDriveCopies } from './backfill-drive-copies';
import { getDriveStatus } from './get-drive-status';
import type { TDriveStatus } from './schemas';

/**
 * Turns the auto-copy on or off. Only a connected drive can be switched (409 INVALID_STATE when
 * never connected, 409 RECONNECT_NEEDED when its grant was refused). Folders are not created here
 * but by the first copy that needs them; turning it off keeps the copies made so far. Turning it on
 * again sends the jobs of the copies left pending meanwhile (their jobs ended while it was off) and
 * copies the drive resources linked to recent and upcoming sessions that were never copied.
 */
export async function setDriveEnabled({
  teacherId,
  enabled,
  meta,
}: {
  teacherId: string;
  enabled: boolean;
  meta?: RequestMeta;
}): Promise<TDriveStatus> {
  await transaction(async (tx) => {
    const connection = await tx.driveConnection.findUnique({
      where: { teacherId },
      select: { id: true, status: true, enabled: true, encryptedRefreshToken: true },
    });
    if (!connection?.encryptedRefreshToken || connection.status === 'disconnected')
      throw new NotConnectedError('drive');
    if (connection.status === 'needs_reauth') throw new ReconnectNeededError('drive');
    if (connection.enabled === enabled) return;
    await tx.driveConnection.update({ where: { id: connection.id, teacherId }, data: { enabled } });
    if (enabled) {
      const waiting = await tx.driveFileCopy.findMany({
        where: { teacherId, status: 'pending' },
        select: { id: true },
      });
      for (const copy of waiting) await enqueueEvent(tx, driveCopyRequestedEvent, { teacherId, copyId: copy.id });
      await backfillDriveCopies(tx, teacherId); // what was linked while it was off (decision 0058)
    }
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: enabled ? 'settings.drive_enable' : 'settings.drive_disable',
      entity: { type: 'drive_connection', id: connection.id },
      request: meta,
    });
  });
  return getDriveStatus(teacherId);
}
