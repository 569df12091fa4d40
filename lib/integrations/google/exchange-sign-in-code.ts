import { createGoogleOAuthClient, type GoogleCredentials } from './oauth-client';

/** What a verified Google ID token says about the person signing in. */
export type GoogleIdentity = {
  /** Google's `sub`: stable for the account, never reused; e-mails can change, this cannot. */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  /** Present only when Google showed the consent screen (first sign-in, or `prompt=consent`). */
  refreshToken: string | null;
};

/** Google refused the code, or its ID token did not verify. The message carries no token material. */
export class GoogleIdentityError extends Error {}

/**
 * Exchanges an authorisation code (with its PKCE verifier) for tokens and verifies the ID token:
 * signature against Google's published keys, issuer, expiry, and audience = our client id, so a
 * token minted for another application is refused.
 */
export async function exchangeSignInCode(
  credentials: GoogleCredentials,
  { code, codeVerifier }: { code: string; codeVerifier: string },
): Promise<GoogleIdentity> {
  const client = createGoogleOAuthClient(credentials);
  const tokens = await client.getToken({ code, codeVerifier }).then(
    (response) => response.tokens,
    (error: unknown) => {
      // gaxios errors hold the request body (code, secret): keep only the status.
      const status = (error as { status?: number }).status;
      throw new GoogleIdentityError(`Google refused the authorisation code (status ${status ?? 'unknown'})`);
    },
  );
  if (!tokens.id_token) throw new GoogleIdentityError('Google returned no ID token');
  const ticket = await client
    .verifyIdToken({ idToken: tokens.id_token, audience: credentials.clientId })
    .catch((error: unknown) => {
      throw new GoogleIdentityError(`The ID token did not verify: ${(error as Error).message.split(':')[0]}`);
    });
  const payload = ticket.getPayload();
  if (!payload?.sub || !payload.email) throw new GoogleIdentityError('The ID token names no subject or e-mail');
  return {
    subject: payload.sub,
    email: payload.email.toLowerCase(),
    emailVerified: payload.email_verified === true,
    name: payload.name?.trim() || [payload.given_name, payload.family_name].filter(Boolean).join(' ') || null,
    refreshToken: tokens.refresh_token ?? null,
  };
}
