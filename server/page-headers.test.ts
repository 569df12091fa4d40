import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPageHeaders } from './page-headers.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers like Next on a cached page: the proxy's asks first, then Next's own headers. */
async function serve(): Promise<string> {
  server = createServer((req, res) => {
    applyPageHeaders(req, res);
    res.setHeader('x-lektio-vary', 'Accept-Language, Cookie');
    res.setHeader('x-lektio-cache-control', 'public, max-age=0, s-maxage=30');
    res.setHeader('Vary', 'rsc, Accept-Encoding');
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
    res.end('page');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the proxy asks, server.mjs writes (decision 0143)', () => {
  it('adds the Vary and replaces the Cache-Control of a page, and drops the asks', async () => {
    const response = await fetch(`${await serve()}/demo`);
    expect(response.headers.get('vary')).toBe('rsc, Accept-Encoding, Accept-Language, Cookie');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect(response.headers.get('x-lektio-vary')).toBeNull();
    expect(response.headers.get('x-lektio-cache-control')).toBeNull();
  });

  it('leaves API answers alone', async () => {
    const response = await fetch(`${await serve()}/api/health`);
    expect(response.headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=31535940');
  });
});
