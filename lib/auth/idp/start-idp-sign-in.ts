import { randomBytes } from 'node:crypto';
import { CodeChallengeMethod } from 'google-auth-library';
import { db } from '@/lib/core/db';
import { createGoogleOAuthClient, signInScopes } from '@/lib/integrations/google/oauth-client';
import { oauthStateHash } from './oauth-state-hash';
import { requireGoogleCredentials } from './require-google-credentials';

/** Spec, Limits: OAuth state lifetime. */
export const oauthStateLifetimeMs = 10 * 60 * 1000;

export type StartIdpSignInOptions = {
  /** Scopes beyond sign-in (Calendar, Drive); Google adds them to what was granted before. */
  extraScopes?: readonly string[];
  /**
   * Show the consent screen again. Google issues a refresh token only at consent, so a flow that
   * needs one and has none stored sets this; a plain sign-in does not, so returning teachers are
   * not asked to consent on every visit.
   */
  forceConsent?: boolean;
};

/**
 * Begins a Google sign-in: a fresh state (32 random bytes, stored only as a hash for 10 minutes)
 * and a PKCE verifier kept server-side, and returns the consent URL to redirect the browser to.
 */
export async function startIdpSignIn(
  options: StartIdpSignInOptions = {},
): Promise<{ consentUrl: string; state: string }> {
  const client = createGoogleOAuthClient(requireGoogleCredentials());
  const state = randomBytes(32).toString('base64url');
  // PKCE: even an intercepted code is useless without the verifier, which never leaves the server.
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  await db.oAuthState.create({
    data: {
      stateHash: oauthStateHash(state),
      purpose: 'idp_login',
      codeVerifier,
      expiresAt: new Date(Date.now() + oauthStateLifetimeMs),
    },
  });
  const consentUrl = client.generateAuthUrl({
    scope: [...signInScopes, ...(options.extraScopes ?? [])],
    state,
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    // Offline access so that Calendar and Drive can act later without the teacher present.
    access_type: 'offline',
    include_granted_scopes: true,
    ...(options.forceConsent ? { prompt: 'consent' } : {}),
  });
  // The caller also hands `state` to the browser in a cookie (idp-state-cookie.ts).
  return { consentUrl, state };
}
