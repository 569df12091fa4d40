import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { bareServerURL, baseURL } from './support/servers';

const address = () => `198.51.100.${randomInt(1, 255)}`;
const devLoginPath = () => `/api/auth/dev-login/${randomUUID()}`;

/** Dev login allows 5 attempts an hour per client address; the 6th is refused. */
async function sixAttempts(send: () => Promise<number>) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) statuses.push(await send());
  return statuses;
}

test.describe('client address and origin on the real server', () => {
  test('started bare, forged X-Forwarded-For headers do not escape the per-IP limit', async ({ request }) => {
    const statuses = await sixAttempts(async () => {
      const response = await request.get(`${bareServerURL}${devLoginPath()}`, {
        headers: { 'x-forwarded-for': address() },
        maxRedirects: 0,
      });
      return response.status();
    });
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  test('behind a trusted proxy, the client is the first untrusted address from the right', async ({ request }) => {
    const client = address();
    const statuses = await sixAttempts(async () => {
      const response = await request.get(`${baseURL}${devLoginPath()}`, {
        headers: { 'x-forwarded-for': `${address()}, ${client}` },
        maxRedirects: 0,
      });
      return response.status();
    });
    expect(statuses[5]).toBe(429);
    const other = await request.get(`${baseURL}${devLoginPath()}`, { headers: { 'x-forwarded-for': address() } });
    expect(other.status()).toBe(404);
  });

  test('unknown API paths and methods answer in the error shape', async ({ request }) => {
    const missing = await request.get(`${baseURL}/api/no-such-thing`);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    const wrongMethod = await request.put(`${baseURL}/api/health`);
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()['allow']).toBe('GET, HEAD, OPTIONS');
  });

  test('a signed-in write from another site is refused, even sign-out', async ({ request }) => {
    const headers = { cookie: 'svc_session=anything', 'x-forwarded-for': address() };
    const foreign = await request.post(`${baseURL}/api/auth/logout`, {
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    const own = await request.post(`${baseURL}/api/auth/logout`, { headers: { ...headers, origin: baseURL } });
    expect(own.status()).toBe(200);
  });
});
