import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as checkSlug } from '@/app/api/teacher/services/slug-check/route';
import { PATCH as updateService } from '@/app/api/teacher/services/[id]/route';
import { checkServiceSlugRoute, updateServiceRoute } from '@/lib/catalogue/contracts';
import { createService, createTeacher } from '@/test/factories';
import { edgeHeaders, sessionCookie, testOrigin } from '@/test/http';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { contractUrl } from '@/lib/client/contract-url';

type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The browser's side: fetch against a server whose routes are the app's real route handlers. */
let base = '';
let cookie = '';
const server = http.createServer(async (req, res) => {
  const url = new URL(req.url!, testOrigin);
  const [handler, params]: [Handler, Record<string, string>] = url.pathname.endsWith('/slug-check')
    ? [checkSlug, {}]
    : [updateService, { id: url.pathname.split('/').pop()! }];
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers({ ...edgeHeaders('10.1.1.1'), cookie, origin: testOrigin });
  if (req.headers['content-type']) headers.set('content-type', req.headers['content-type']);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const response = await handler(new Request(url, { method: req.method, headers, body }), {
    params: Promise.resolve(params),
  });
  res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
});

beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  // Relative URLs, as in the browser: resolved against the page's origin.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

describe('contractUrl', () => {
  it('fills path parameters, encodes them, and drops empty query values', () => {
    const url = contractUrl(
      { path: '/api/teacher/services/{id}' },
      { id: 'a b/c' },
      { q: 'x&y', tag: ['1', '2'], s: '' },
    );
    expect(url).toBe('/api/teacher/services/a%20b%2Fc?q=x%26y&tag=1&tag=2');
  });

  it('refuses to build a URL with a missing parameter', () => {
    expect(() => contractUrl({ path: '/api/teacher/services/{id}' }, {})).toThrow(/Missing path parameter "id"/);
  });
});

describe('callApi', () => {
  it('answers the typed JSON of the route', async () => {
    const teacher = await createTeacher();
    cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const answer = await callApi(checkServiceSlugRoute, { query: { slug: 'fresh-slug' } });
    expect(answer).toMatchObject({ available: true });
  });

  it('throws ApiRefusal with the status, code and details of a refusal', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const refusal = await callApi(updateServiceRoute, { params: { id: service.id }, body: { name: '' } }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiRefusal);
    expect(refusal).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', details: [{ path: 'name' }] });
  });

  it('turns a network failure into ApiRefusal with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const refusal = await callApi(checkServiceSlugRoute, { query: { slug: 'x' } }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
