import { OAuth2Client } from 'google-auth-library';
import { env } from '@/lib/core/env';

/**
 * Google's OAuth2 client, the one object that later also authorises Calendar and Drive calls
 * (googleapis accepts it as `auth`). Endpoints come from the environment so that tests drive the
 * real client against a local fake server.
 */

/** What sign-in asks for. Calendar and Drive add their scopes through incremental authorisation. */
export const signInScopes = ['openid', 'email', 'profile'] as const;

/** Google's two spellings of its issuer; a token from anyone else is refused. */
export const googleIssuers = ['accounts.google.com', 'https://accounts.google.com'];

export type GoogleCredentials = { clientId: string; clientSecret: string };

/** The client credentials, or null when this deployment has no Google sign-in configured. */
export function googleCredentials(): GoogleCredentials | null {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  return GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET
    ? { clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET }
    : null;
}

/** Must match a redirect URI registered for the client, byte for byte. */
export const googleRedirectUri = () => new URL('/api/auth/idp/callback', env().APP_URL).toString();

/**
 * A new client per flow: cheap to build, reads the environment at call time, and shares no cached
 * tokens between teachers.
 */
export function createGoogleOAuthClient(credentials: GoogleCredentials): OAuth2Client {
  const { GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_CERTS_URL } = env();
  return new OAuth2Client({
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    redirectUri: googleRedirectUri(),
    issuers: googleIssuers,
    endpoints: {
      oauth2AuthBaseUrl: GOOGLE_AUTH_URL,
      oauth2TokenUrl: GOOGLE_TOKEN_URL,
      // On Node the client fetches PEM certificates by key id (`v1/certs`) to verify ID tokens.
      oauth2FederatedSignonPemCertsUrl: GOOGLE_CERTS_URL,
      // Google serves revoke beside token (oauth2.googleapis.com/token, /revoke); so does the fake.
      oauth2RevokeUrl: new URL('revoke', GOOGLE_TOKEN_URL).toString(),
    },
  });
}
