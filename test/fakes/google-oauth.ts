import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { listen } from '@/dev/simulators/google/http-plumbing';
import {
  createOAuthSimulator,
  type ConsentOptions,
  type SimulatedGoogleUser,
} from '@/dev/simulators/google/oauth-routes';
import { authPath, certsPath, tokenPath } from '@/lib/core/development-google';
import { createTokenStore, revokeToken } from '@/dev/simulators/google/token-store';

/**
 * A local stand-in for Google's OAuth endpoints (the simulated Google's OAuth routes on a port of
 * their own), reached by the real google-auth-library client through GOOGLE_TOKEN_URL /
 * GOOGLE_CERTS_URL. The consent screen is simulated by `consent()`, which reads a consent URL like
 * Google would. Any refresh token that was not revoked is accepted (tests seed made-up ones).
 */

export type FakeGoogleUser = SimulatedGoogleUser;
export type { ConsentOptions };

export type FakeGoogle = {
  authUrl: string;
  tokenUrl: string;
  certsUrl: string;
  /** Token requests received, refused ones included. */
  tokenRequests: number;
  /** Refresh-token grants answered (successful or refused). */
  refreshRequests: number;
  /** Refresh tokens revoked (through POST /revoke or `revoke()`); refreshing one is invalid_grant. */
  revokedTokens: Set<string>;
  /** Revokes a refresh token as if the user removed access in their Google account. */
  revoke(refreshToken: string): void;
  /** Grants consent for `user` on a consent URL and returns the callback's query (`code`, `state`). */
  consent(consentUrl: string, user: FakeGoogleUser, options?: ConsentOptions): { code: string; state: string };
  close(): Promise<void>;
};

export async function startFakeGoogle(client: { clientId: string; clientSecret: string }): Promise<FakeGoogle> {
  const store = createTokenStore(client, { label: 'fake', acceptUnknownRefreshTokens: true });
  const oauth = await createOAuthSimulator(store);
  const server = await listen([oauth.routes]);
  return {
    authUrl: `${server.base}${authPath}`,
    tokenUrl: `${server.base}${tokenPath}`,
    certsUrl: `${server.base}${certsPath}`,
    get tokenRequests() {
      return oauth.stats.tokenRequests;
    },
    get refreshRequests() {
      return oauth.stats.refreshRequests;
    },
    revokedTokens: store.revoked,
    revoke: (refreshToken) => revokeToken(store, refreshToken),
    consent: oauth.consent,
    close: server.close,
  };
}

/** The OAuth client the app is configured with in tests. */
export const testGoogleClient = {
  clientId: 'lektio-test.apps.googleusercontent.com',
  clientSecret: 'test-client-secret',
};

/** Points the app's Google configuration at `fake` (undo with vi.unstubAllEnvs). */
export function stubGoogleEnv(fake: FakeGoogle, client = testGoogleClient) {
  vi.stubEnv('GOOGLE_CLIENT_ID', client.clientId);
  vi.stubEnv('GOOGLE_CLIENT_SECRET', client.clientSecret);
  vi.stubEnv('GOOGLE_AUTH_URL', fake.authUrl);
  vi.stubEnv('GOOGLE_TOKEN_URL', fake.tokenUrl);
  vi.stubEnv('GOOGLE_CERTS_URL', fake.certsUrl);
  vi.stubEnv('APP_URL', 'http://localhost:3000');
}

/** A Google account no other test uses. */
export function fakeGoogleUser(overrides: Partial<FakeGoogleUser> = {}): FakeGoogleUser {
  const suffix = randomBytes(6).toString('hex');
  return {
    sub: `1${BigInt(`0x${suffix}`).toString().padStart(20, '0')}`,
    email: `ana.${suffix}@gmail.test`,
    name: `Ana Ruiz ${suffix}`,
    ...overrides,
  };
}
