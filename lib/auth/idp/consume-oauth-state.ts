import { db } from '@/lib/core/db';
import type { OAuthPurpose } from '@/generated/prisma/client';
import { IdpSignInError } from './idp-sign-in-error';
import { oauthStateHash } from './oauth-state-hash';

export type ConsumedOAuthState = { codeVerifier: string; teacherId: string | null; redirectTo: string | null };

/**
 * Spends the state a callback brings back: it must exist for this purpose, be deleted by this very
 * call (a concurrent or later replay finds nothing to delete) and not be expired. An expired row is
 * deleted too, so it can never be retried.
 */
export async function consumeOAuthState(
  state: string | undefined,
  purpose: OAuthPurpose,
  now = new Date(),
): Promise<ConsumedOAuthState> {
  if (!state) throw new IdpSignInError('state', 'The sign-in callback carries no state');
  const row = await db.oAuthState.findUnique({ where: { stateHash: oauthStateHash(state) } });
  if (!row || row.purpose !== purpose) throw new IdpSignInError('state', 'Unknown sign-in state');
  const { count } = await db.oAuthState.deleteMany({ where: { id: row.id } });
  if (count !== 1) throw new IdpSignInError('state', 'This sign-in state was already used');
  if (row.expiresAt <= now) throw new IdpSignInError('state', 'This sign-in attempt expired');
  if (!row.codeVerifier) throw new IdpSignInError('state', 'This sign-in state has no PKCE verifier');
  return { codeVerifier: row.codeVerifier, teacherId: row.teacherId, redirectTo: row.redirectTo };
}
