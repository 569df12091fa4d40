import { oauthStateHash } from '@/lib/auth/idp/oauth-state-hash';
import { db } from '@/lib/core/db';
import type { GooglePurpose } from '@/lib/integrations/google/google-connection-errors';
import { googlePurposeOf } from '@/lib/integrations/google/google-scopes';

/**
 * Which integration a callback's state was issued for, or null for a sign-in (or an unknown state,
 * which the sign-in path then refuses). Looking does not spend the state.
 */
export async function findConnectPurpose(state: string | undefined): Promise<GooglePurpose | null> {
  if (!state) return null;
  const row = await db.oAuthState.findUnique({
    where: { stateHash: oauthStateHash(state) },
    select: { purpose: true },
  });
  return row ? googlePurposeOf(row.purpose) : null;
}
