import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as devLogin } from '@/app/api/auth/dev-login/[teacherId]/route';
import { testOrigin } from '@/test/http';
import { compileTrust, stampRequest } from './forwarding.mjs';

const token = process.env.LEKTIO_EDGE_TOKEN!;
const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done)))));

/** server.mjs in small: the edge in front of a real route handler (dev login: 5 per IP an hour). */
async function startEdge(trustProxy?: string) {
  const trust = compileTrust(trustProxy);
  const seen: { clientIp?: string; origin?: string }[] = [];
  const server = http.createServer(async (req, res) => {
    stampRequest(req, trust, token);
    seen.push({ clientIp: String(req.headers['x-lektio-client-ip']), origin: String(req.headers['x-lektio-origin']) });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value) headers.set(name, String(value));
    const teacherId = req.url!.split('/').pop()!;
    const response = await devLogin(new Request(`${testOrigin}${req.url}`, { headers }), {
      params: Promise.resolve({ teacherId }),
    });
    res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text());
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (headers: Record<string, string>) =>
    (await fetch(`${base}/api/auth/dev-login/${crypto.randomUUID()}`, { headers })).status;
  return { get, seen };
}

const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

describe('compileTrust (Express trust proxy semantics)', () => {
  it.each([
    [undefined, '127.0.0.1', 0, false],
    ['false', '127.0.0.1', 0, false],
    ['true', '203.0.113.1', 5, true],
    ['1', '203.0.113.1', 0, true],
    ['1', '203.0.113.1', 1, false],
    ['loopback', '127.0.0.1', 0, true],
    ['loopback', '::1', 0, true],
    ['loopback', '10.0.0.1', 0, false],
    ['10.0.0.0/8, 192.168.1.1', '10.2.3.4', 1, true],
    ['10.0.0.0/8, 192.168.1.1', '192.168.1.2', 0, false],
  ])('TRUST_PROXY=%s trusts %s at hop %i: %s', (setting, address, hop, trusted) => {
    expect(compileTrust(setting)(address, hop)).toBe(trusted);
  });

  it('refuses a setting that is not an address, a range or a known name', () => {
    expect(() => compileTrust('not-an-address')).toThrow();
  });
});

describe('the edge in front of the app', () => {
  it('started bare, counts the socket address: forged X-Forwarded-For headers do not escape the limit', async () => {
    const edge = await startEdge();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push(await edge.get({ 'x-forwarded-for': randomAddress() }));
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses[5]).toBe(429);
    expect(new Set(edge.seen.map((request) => request.clientIp))).toEqual(new Set(['127.0.0.1']));
  });

  it('started bare, ignores forwarded host and protocol', async () => {
    const edge = await startEdge();
    await edge.get({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(edge.seen[0]!.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('behind a trusted proxy, takes the first untrusted address from the right', async () => {
    const edge = await startEdge('loopback');
    const client = randomAddress();
    const statuses = [];
    // The proxy appends the real client; whatever the client wrote before it is ignored.
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push(await edge.get({ 'x-forwarded-for': `${randomAddress()}, ${client}` }));
    expect(statuses[4]).toBe(404);
    expect(statuses[5]).toBe(429);
    expect(edge.seen.every((request) => request.clientIp === client)).toBe(true);
    // Another client behind the same proxy has a bucket of its own.
    expect(await edge.get({ 'x-forwarded-for': randomAddress() })).toBe(404);
  });

  it('behind a trusted proxy, believes its forwarded host and protocol', async () => {
    const edge = await startEdge('loopback');
    await edge.get({ 'x-forwarded-host': 'lektio.example', 'x-forwarded-proto': 'https, http' });
    expect(edge.seen[0]!.origin).toBe('https://lektio.example');
  });

  it('drops edge headers a client sends itself', async () => {
    const edge = await startEdge();
    await edge.get({ 'x-lektio-client-ip': '203.0.113.66', 'x-lektio-origin': 'https://evil.example' });
    expect(edge.seen[0]).toEqual({ clientIp: '127.0.0.1', origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1/) });
  });
});
