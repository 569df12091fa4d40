import { decryptSecret } from '@/lib/core/crypto';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { log } from '@/lib/core/log';
import {
  forgetWatchChannels,
  stopForgottenWatchChannels,
  type WatchChannelRef,
} from '@/lib/calendar-sync/watch/forget-watch-channels';
import type { GooglePurpose } from '@/lib/integrations/google/google-connection-errors';
import { createGoogleOAuthClient, googleCredentials } from '@/lib/integrations/google/oauth-client';

/**
 * Forgets the grant and asks Google to revoke it. The local state changes first and whatever
 * Google answers: a teacher who disconnects is disconnected, even while Google is unreachable.
 * Revoking ends the whole grant (Google grants are per account and client), which is what a
 * teacher removing access expects.
 */
export async function disconnectGoogle(teacherId: string, purpose: GooglePurpose, meta?: RequestMeta): Promise<void> {
  let channels: WatchChannelRef[] = [];
  const sealed = await transaction(async (tx) => {
    let token: string | null | undefined;
    if (purpose === 'calendar') {
      token = (await tx.calendarConnection.findUnique({ where: { teacherId } }))?.encryptedRefreshToken;
      channels = await forgetWatchChannels(tx, teacherId);
      // The row holds the token (not nullable) and the calendar choice; both go.
      await tx.calendarConnection.deleteMany({ where: { teacherId } });
    } else {
      token = (await tx.driveConnection.findUnique({ where: { teacherId } }))?.encryptedRefreshToken;
      await tx.driveConnection.updateMany({
        where: { teacherId },
        data: { encryptedRefreshToken: null, status: 'disconnected', enabled: false },
      });
    }
    if (token) {
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'settings.google_disconnect',
        entity: { type: 'teacher', id: teacherId },
        metadata: { purpose },
        request: meta,
      });
    }
    return token;
  });
  const credentials = googleCredentials();
  if (!sealed || !credentials) return;
  await stopForgottenWatchChannels(teacherId, channels, sealed);
  try {
    await createGoogleOAuthClient(credentials).revokeToken(decryptSecret(sealed, teacherId));
  } catch (error) {
    log.warn({ teacherId, purpose, status: (error as { status?: number }).status }, 'google revoke failed');
  }
}
