import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGoogleClient } from '@/lib/core/development-google';
import { startGoogleSimulator, type GoogleSimulator } from './start-google-simulator';

let google: GoogleSimulator;
beforeAll(async () => {
  google = await startGoogleSimulator();
});
afterAll(() => google.close());

const redirectUri = 'http://localhost:3000/api/auth/idp/callback';

function authorizeParams(verifier: string) {
  return new URLSearchParams({
    client_id: demoGoogleClient.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email https://www.googleapis.com/auth/calendar.events',
    state: 'state-123',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
}

const post = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

describe('the simulated Google (development)', () => {
  it('shows a consent page naming the demo account and the scopes, with Allow and Deny', async () => {
    const response = await fetch(`${google.authUrl}?${authorizeParams('v')}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Demo Google');
    expect(html).toContain('demo.teacher@gmail.test');
    expect(html).toContain('View and edit events on all your calendars');
    expect(html).toMatch(/value="allow"/);
    expect(html).toMatch(/value="deny"/);
    expect(html).not.toMatch(/<script|<link /);
  });

  it('blocks an unknown client or a request without PKCE', async () => {
    const params = authorizeParams('v');
    params.set('client_id', 'someone-else');
    expect((await fetch(`${google.authUrl}?${params}`)).status).toBe(400);
    params.set('client_id', demoGoogleClient.clientId);
    params.delete('code_challenge_method');
    expect(await (await fetch(`${google.authUrl}?${params}`)).text()).toContain('PKCE');
  });

  it('Deny goes back with access_denied and the state', async () => {
    const response = await post(google.authUrl, { ...Object.fromEntries(authorizeParams('v')), decision: 'deny' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(response.status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it('Allow gives a code that PKCE exchanges once for tokens that work for Calendar and Drive, and refresh', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const allowed = await post(google.authUrl, { ...Object.fromEntries(authorizeParams(verifier)), decision: 'allow' });
    const code = new URL(allowed.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const exchange = { grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...credentials() };
    expect((await post(google.tokenUrl, { ...exchange, code_verifier: 'wrong' })).status).toBe(400);

    const allowedAgain = await post(google.authUrl, {
      ...Object.fromEntries(authorizeParams(verifier)),
      decision: 'allow',
    });
    const secondCode = new URL(allowedAgain.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = (await (
      await post(google.tokenUrl, { ...exchange, code: secondCode, code_verifier: verifier })
    ).json()) as { access_token: string; refresh_token: string; id_token: string };
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ email: 'demo.teacher@gmail.test', aud: demoGoogleClient.clientId });
    expect((await post(google.tokenUrl, { ...exchange, code: secondCode, code_verifier: verifier })).status).toBe(400);

    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const list = (await (
      await fetch(`${google.rootUrl}calendar/v3/users/me/calendarList`, { headers: bearer })
    ).json()) as { items: { id: string; accessRole: string }[] };
    expect(list.items.map((calendar) => calendar.accessRole)).toEqual(['owner', 'writer', 'reader']);
    expect((await fetch(`${google.rootUrl}drive/v3/files`, { headers: bearer })).status).toBe(200);
    expect((await fetch(`${google.rootUrl}drive/v3/files`)).status).toBe(401);

    const refreshed = await post(google.tokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      ...credentials(),
    });
    expect(refreshed.status).toBe(200);
  });

  it('publishes its seeded state: calendars, busy events this week, Drive files', async () => {
    const state = (await (await fetch(`${google.url}/__simulator/state`)).json()) as {
      calendars: unknown[];
      events: unknown[];
      busy: Record<string, unknown[]>;
      drive: { folders: unknown[]; files: { name: string }[] };
    };
    expect(state.calendars).toHaveLength(3);
    expect(state.events.length).toBeGreaterThan(0);
    expect(state.busy['demo.teacher@gmail.test']?.length).toBeGreaterThan(0);
    expect(state.drive.files.map((file) => file.name)).toContain('Past tense worksheet.pdf');
  });
});

function credentials() {
  return { client_id: demoGoogleClient.clientId, client_secret: demoGoogleClient.clientSecret };
}
