import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { startFakeGoogle, stubGoogleEnv, testGoogleClient, type FakeGoogle } from '@/test/fakes/google-oauth';
import { callRoute } from '@/test/http';
import { GET } from './route';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle(testGoogleClient);
});
afterAll(() => google.close());
beforeEach(() => stubGoogleEnv(google));
afterEach(() => vi.unstubAllEnvs());

const start = () => callRoute(GET, { path: '/api/auth/idp' });

describe('GET /api/auth/idp', () => {
  it('redirects to the consent URL with state, PKCE S256, client id and redirect URI', async () => {
    const response = await start();
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(google.authUrl);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: testGoogleClient.clientId,
      redirect_uri: 'http://localhost:3000/api/auth/idp/callback',
      response_type: 'code',
      code_challenge_method: 'S256',
      access_type: 'offline',
    });
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const state = location.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{43}$/);
    // The browser that started keeps the state too: the callback must come back to it (login CSRF).
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^svc_idp_state=${state}; `));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
  });

  it('stores only the hash of the state', async () => {
    const state = new URL((await start()).headers.get('location')!).searchParams.get('state')!;
    expect(await db.oAuthState.findUnique({ where: { stateHash: state } })).toBeNull();
    const stateHash = createHash('sha256').update(state).digest('hex');
    const row = await db.oAuthState.findUniqueOrThrow({ where: { stateHash } });
    expect(Object.values(row).map(String)).not.toContain(state);
  });

  it('outside production without a Google client, sends the browser back to sign-in with an explanation', async () => {
    vi.stubEnv('GOOGLE_CLIENT_ID', '');
    const response = await start();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sign-in?error=idp_unconfigured');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('in production without a Google client, answers 503', async () => {
    vi.stubEnv('GOOGLE_CLIENT_ID', '');
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    vi.stubEnv('DATABASE_URL', process.env.DATABASE_URL ?? 'postgresql://unused/db');
    const response = await start();
    expect(response.status).toBe(503);
    expect(response.json.error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
