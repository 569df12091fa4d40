import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { startFakeGoogle, stubGoogleEnv, testGoogleClient, type FakeGoogle } from '@/test/fakes/google-oauth';
import { IdpSignInError } from './idp-sign-in-error';
import { oauthStateLifetimeMs, startIdpSignIn } from './start-idp-sign-in';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle(testGoogleClient);
});
afterAll(() => google.close());
beforeEach(() => stubGoogleEnv(google));
afterEach(() => vi.unstubAllEnvs());

const sha256 = (value: string, encoding: 'hex' | 'base64url') => createHash('sha256').update(value).digest(encoding);

describe('startIdpSignIn', () => {
  it('returns the consent URL with state, PKCE S256, client, redirect URI, sign-in scopes and offline access', async () => {
    const { consentUrl, state } = await startIdpSignIn();
    const url = new URL(consentUrl);
    expect(`${url.origin}${url.pathname}`).toBe(google.authUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: testGoogleClient.clientId,
      redirect_uri: 'http://localhost:3000/api/auth/idp/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      access_type: 'offline',
      include_granted_scopes: 'true',
    });
    // 32 random bytes, base64url: 43 characters; returned too, for the browser's cookie.
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(params.state).toBe(state);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    // Returning teachers are not sent through the consent screen on every sign-in.
    expect(params.prompt).toBeUndefined();
  });

  it('stores only the SHA-256 of the state, with the PKCE verifier, for 10 minutes', async () => {
    const before = Date.now();
    const { consentUrl } = await startIdpSignIn();
    const params = new URL(consentUrl).searchParams;
    const state = params.get('state')!;
    expect(await db.oAuthState.findUnique({ where: { stateHash: state } })).toBeNull();
    const row = await db.oAuthState.findUniqueOrThrow({ where: { stateHash: sha256(state, 'hex') } });
    expect(JSON.stringify(row)).not.toContain(state);
    expect(row.purpose).toBe('idp_login');
    expect(sha256(row.codeVerifier!, 'base64url')).toBe(params.get('code_challenge'));
    expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(oauthStateLifetimeMs);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(oauthStateLifetimeMs);
    expect(oauthStateLifetimeMs).toBe(10 * 60 * 1000);
  });

  it('uses a new state and verifier every time', async () => {
    const urls = await Promise.all([startIdpSignIn(), startIdpSignIn()]);
    const [first, second] = urls.map(({ consentUrl }) => new URL(consentUrl).searchParams);
    expect(first!.get('state')).not.toBe(second!.get('state'));
    expect(first!.get('code_challenge')).not.toBe(second!.get('code_challenge'));
  });

  it('asks for consent again and for more scopes only when told to', async () => {
    const { consentUrl } = await startIdpSignIn({
      extraScopes: ['https://www.googleapis.com/auth/calendar.readonly'],
      forceConsent: true,
    });
    const params = new URL(consentUrl).searchParams;
    expect(params.get('prompt')).toBe('consent');
    expect(params.get('scope')).toBe('openid email profile https://www.googleapis.com/auth/calendar.readonly');
  });

  it('without a Google client: explains itself outside production, 503 in production', async () => {
    vi.stubEnv('GOOGLE_CLIENT_ID', '');
    await expect(startIdpSignIn()).rejects.toMatchObject({ reason: 'idp_unconfigured' });
    await expect(startIdpSignIn()).rejects.toBeInstanceOf(IdpSignInError);
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    vi.stubEnv('DATABASE_URL', process.env.DATABASE_URL ?? 'postgresql://unused/db');
    await expect(startIdpSignIn()).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
