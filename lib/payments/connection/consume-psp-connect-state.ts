import { oauthStateHash } from '@/lib/auth/idp/oauth-state-hash';
import { db } from '@/lib/core/db';
import { PspConnectError } from './psp-connect-error';

/**
 * Spends the state the processor brings back, as the sign-in flow does: it must exist for this
 * purpose and this teacher (the callback needs the teacher's session, so the state cannot be used in
 * someone else's browser), be deleted by this very call (a replay finds nothing) and not be expired.
 */
export async function consumePspConnectState(state: string | undefined, teacherId: string, now = new Date()) {
  if (!state) throw new PspConnectError('state', 'The callback carries no state');
  const row = await db.oAuthState.findUnique({ where: { stateHash: oauthStateHash(state) } });
  if (!row || row.purpose !== 'psp_connect' || row.teacherId !== teacherId) {
    throw new PspConnectError('state', 'Unknown connection state');
  }
  const { count } = await db.oAuthState.deleteMany({ where: { id: row.id } });
  if (count !== 1) throw new PspConnectError('state', 'This connection state was already used');
  if (row.expiresAt <= now) throw new PspConnectError('state', 'This connection attempt expired');
}
