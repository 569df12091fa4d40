import { randomBytes } from 'node:crypto';
import { CodeChallengeMethod } from 'google-auth-library';
import { oauthStateHash } from '@/lib/auth/idp/oauth-state-hash';
import { oauthStateLifetimeMs } from '@/lib/auth/idp/start-idp-sign-in';
import { db } from '@/lib/core/db';
import { ServiceUnavailableError } from '@/lib/core/errors';
import type { GooglePurpose } from '@/lib/integrations/google/google-connection-errors';
import { googleScopes, oauthPurposeOf } from '@/lib/integrations/google/google-scopes';
import { createGoogleOAuthClient, googleCredentials, signInScopes } from '@/lib/integrations/google/oauth-client';

/**
 * Incremental authorisation for one integration: the teacher is sent to Google's consent for that
 * integration's scopes only (`include_granted_scopes` keeps what was granted before). The state is
 * stored like the sign-in's (hash, PKCE verifier, 10 minutes) and bound to the teacher; the same
 * callback finishes it. `prompt=consent` because only a consent screen yields a refresh token.
 */
export async function startGoogleConnect(
  teacherId: string,
  purpose: GooglePurpose,
): Promise<{ url: string; state: string }> {
  const credentials = googleCredentials();
  if (!credentials) throw new ServiceUnavailableError('Google is not configured here');
  const client = createGoogleOAuthClient(credentials);
  const state = randomBytes(32).toString('base64url');
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  await db.oAuthState.create({
    data: {
      stateHash: oauthStateHash(state),
      purpose: oauthPurposeOf[purpose],
      teacherId,
      codeVerifier,
      expiresAt: new Date(Date.now() + oauthStateLifetimeMs),
    },
  });
  const url = client.generateAuthUrl({
    // openid + email: the ID token names the account whose calendars or files these are.
    scope: [...signInScopes, ...googleScopes[purpose]],
    state,
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    access_type: 'offline',
    include_granted_scopes: true,
    prompt: 'consent',
  });
  return { url, state };
}
