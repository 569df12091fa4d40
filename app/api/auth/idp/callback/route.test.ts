import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSession } from '@/lib/auth/resolve-session';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import {
  fakeGoogleUser,
  startFakeGoogle,
  stubGoogleEnv,
  testGoogleClient,
  type ConsentOptions,
  type FakeGoogle,
  type FakeGoogleUser,
} from '@/test/fakes/google-oauth';
import { callRoute } from '@/test/http';
import { GET as startSignIn } from '../route';
import { GET } from './route';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle(testGoogleClient);
});
afterAll(() => google.close());
beforeEach(() => stubGoogleEnv(google));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

type Callback = { query: Record<string, string>; cookie: string };

/** The browser's trip: our start route (which sets the state cookie), then Google's consent. */
async function consentAs(user: FakeGoogleUser, options?: ConsentOptions): Promise<Callback> {
  const start = await callRoute(startSignIn, { path: '/api/auth/idp' });
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { query: google.consent(start.headers.get('location')!, user, options), cookie };
}

const callback = ({ query, cookie }: Callback) =>
  callRoute(GET, { path: `/api/auth/idp/callback?${new URLSearchParams(query)}`, cookie });

const setCookies = (response: { headers: Headers }) => response.headers.getSetCookie();
const sessionIdOf = (response: { headers: Headers }) =>
  setCookies(response)
    .map((cookie) => /^svc_session=([0-9a-f]{64});/.exec(cookie)?.[1])
    .find(Boolean);

/** A refused callback: back to sign-in with the reason, no session cookie or record, no code exchange. */
async function expectRefused(request: Callback, reason: string, { exchanged = false } = {}) {
  const sessionsBefore = await db.authSession.count();
  const tokenRequestsBefore = google.tokenRequests;
  const response = await callback(request);
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(`/sign-in?error=${reason}`);
  expect(setCookies(response).filter((cookie) => cookie.startsWith('svc_session='))).toEqual([]);
  expect(await db.authSession.count()).toBe(sessionsBefore);
  if (!exchanged) expect(google.tokenRequests).toBe(tokenRequestsBefore);
}

describe('GET /api/auth/idp/callback', () => {
  it('creates the teacher, sets the session cookie with its flags and redirects to onboarding', async () => {
    const user = fakeGoogleUser();
    const response = await callback(await consentAs(user));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/teacher/onboarding');
    const cookie = setCookies(response).find((value) => value.startsWith('svc_session=')) ?? '';
    expect(cookie).toMatch(/^svc_session=[0-9a-f]{64}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(setCookies(response)).toContainEqual(expect.stringMatching(/^svc_idp_state=; .*Max-Age=0/));
    const session = await resolveSession(sessionIdOf(response));
    expect(session).toMatchObject({ role: 'teacher', teacher: { email: user.email, onboardingCompleted: false } });
  });

  it('sends a teacher who completed onboarding to the dashboard, with a new session id', async () => {
    const user = fakeGoogleUser();
    const first = await callback(await consentAs(user));
    const teacher = await db.teacher.update({ where: { idpSubject: user.sub }, data: { onboardingCompleted: true } });
    const second = await callback(await consentAs(user));
    expect(second.headers.get('location')).toBe('/teacher');
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
    expect(await resolveSession(sessionIdOf(second))).toMatchObject({ teacher: { id: teacher.id } });
  });

  it('refuses a callback without state', async () => {
    const { query, cookie } = await consentAs(fakeGoogleUser());
    await expectRefused({ query: { code: query.code! }, cookie }, 'state');
  });

  it('refuses a state we never issued, even when the cookie carries it too', async () => {
    const { query } = await consentAs(fakeGoogleUser());
    const forged = randomBytes(32).toString('base64url');
    await expectRefused({ query: { ...query, state: forged }, cookie: `svc_idp_state=${forged}` }, 'state');
  });

  it("refuses someone else's code and state in this browser (login CSRF)", async () => {
    const attacker = await consentAs(fakeGoogleUser());
    const victim = await consentAs(fakeGoogleUser());
    await expectRefused({ query: attacker.query, cookie: victim.cookie }, 'state');
    await expectRefused({ query: attacker.query, cookie: '' }, 'state');
  });

  it('refuses a state used 10 minutes and 1 second after it was issued', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const request = await consentAs(fakeGoogleUser());
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    await expectRefused(request, 'state');
  });

  it('refuses the second use of a state (replay)', async () => {
    const request = await consentAs(fakeGoogleUser());
    expect((await callback(request)).headers.get('location')).toBe('/teacher/onboarding');
    await expectRefused(request, 'state');
  });

  it('reports a cancelled consent as denied', async () => {
    const { query, cookie } = await consentAs(fakeGoogleUser());
    await expectRefused({ query: { error: 'access_denied', state: query.state! }, cookie }, 'denied');
  });

  it('refuses a Google account whose e-mail belongs to another teacher, without merging', async () => {
    const existing = await createTeacher();
    const user = fakeGoogleUser({ email: existing.email });
    await expectRefused(await consentAs(user), 'account', { exchanged: true });
    expect(await db.teacher.findUnique({ where: { idpSubject: user.sub } })).toBeNull();
  });

  it('refuses an ID token minted for another audience', async () => {
    const user = fakeGoogleUser();
    await expectRefused(await consentAs(user, { audience: 'another-app' }), 'idp', { exchanged: true });
    expect(await db.teacher.findUnique({ where: { idpSubject: user.sub } })).toBeNull();
  });

  it('in production without a Google client, answers 503', async () => {
    const request = await consentAs(fakeGoogleUser());
    vi.stubEnv('GOOGLE_CLIENT_ID', '');
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    vi.stubEnv('DATABASE_URL', process.env.DATABASE_URL ?? 'postgresql://unused/db');
    const response = await callback(request);
    expect(response.status).toBe(503);
    expect(sessionIdOf(response)).toBeUndefined();
  });
});
