import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';
import { edgeHeaders } from '@/test/http';

const viaEdge = (origin: string) => ({ ...edgeHeaders('203.0.113.9'), 'x-lektio-origin': origin });

afterEach(() => vi.unstubAllEnvs());

const production = () => {
  vi.stubEnv('APP_ENV', 'production');
  vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
  vi.stubEnv('DATABASE_URL', 'postgresql://unused/db');
};

describe('transport and security headers', () => {
  it('sets framing, sniffing and referrer headers, and no HSTS outside production', () => {
    const response = proxy(new NextRequest('http://localhost:3000/teacher'));
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('redirects HTTP to HTTPS and sends HSTS in production', () => {
    production();
    const plain = proxy(
      new NextRequest('http://lektio.example/teacher?x=1', { headers: viaEdge('http://lektio.example') }),
    );
    expect(plain.status).toBe(308);
    expect(plain.headers.get('location')).toBe('https://lektio.example/teacher?x=1');
    const secure = proxy(
      new NextRequest('http://lektio.example/teacher', { headers: viaEdge('https://lektio.example') }),
    );
    expect(secure.status).toBe(200);
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('believes the protocol only from our edge, not from a client-sent X-Forwarded-Proto', () => {
    production();
    const forged = proxy(
      new NextRequest('http://lektio.example/teacher', { headers: { 'x-forwarded-proto': 'https' } }),
    );
    expect(forged.status).toBe(308);
  });
});

describe('API paths and methods that do not exist', () => {
  const call = (method: string, path: string) => proxy(new NextRequest(`http://localhost:3000${path}`, { method }));

  it.each([['/api/nope'], ['/api'], ['/api/teacher/services/abc/nope'], ['/api/public/demo/unknown-thing']])(
    'answers 404 NOT_FOUND in the error shape for %s',
    async (path) => {
      const response = call('GET', path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining(path) } });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('answers 405 with an Allow header for a method the route does not serve', async () => {
    const response = call('PUT', '/api/teacher/services');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    expect((await response.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('picks the route Next.js picks: a static segment before a parameter', () => {
    expect(call('POST', '/api/teacher/services/reorder').status).toBe(200);
    expect(call('DELETE', '/api/teacher/services/reorder').status).toBe(405);
    expect(call('DELETE', '/api/teacher/services/6b0e0f7e-8f0e-4a44-9d1a-2f6f7c1b2a10').status).toBe(200);
  });

  it('lets catch-all routes, HEAD and OPTIONS through', () => {
    expect(call('GET', '/api/avatars/teacher-1/photo.png').status).toBe(200);
    expect(call('HEAD', '/api/teacher/services').status).toBe(200);
    expect(call('OPTIONS', '/api/teacher/services').status).toBe(200);
    expect(call('POST', '/api/webhooks/psp').status).toBe(200);
  });
});

describe('the cached teacher page (decisions 0143, 0177)', () => {

  it('is on by default; PUBLIC_PAGE_CACHE=0 gives every visitor the page rendered per request', () => {
    expect(proxy(new NextRequest('http://localhost:3000/demo')).headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/public/default/demo',
    );
    vi.stubEnv('PUBLIC_PAGE_CACHE', '0');
    const response = proxy(new NextRequest('http://localhost:3000/demo', { headers: { 'accept-language': 'de' } }));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('rewrites a visitor without a session to the page cached for their language, storable for a short time', () => {
    const response = proxy(new NextRequest('http://localhost:3000/demo', { headers: { 'accept-language': 'de' } }));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/public/de/demo');
    expect(response.headers.get('x-lektio-cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    expect(response.headers.get('x-lektio-vary')).toBe('Accept-Language, Cookie');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps a signed-in visitor on the page rendered per request, which the back/forward cache may keep', () => {
    const response = proxy(new NextRequest('http://localhost:3000/demo', { headers: { cookie: 'svc_session=abc' } }));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps a chosen language private to its visitor', () => {
    const response = proxy(new NextRequest('http://localhost:3000/demo?lang=it'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/public/it/demo?lang=it');
    expect(response.headers.get('x-lektio-cache-control')).toBe('private, max-age=0');
  });
});

describe("the cached page's internal path", () => {
  it('sends a document request back to the visitor address, keeping the language', () => {
    const response = proxy(new NextRequest('http://localhost:3000/public/es/demo'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/demo?lang=es');
    const teacherOwn = proxy(new NextRequest('http://localhost:3000/public/default/demo?lang=de'));
    expect(teacherOwn.headers.get('location')).toBe('http://localhost:3000/demo?lang=de');
  });

  it("leaves the router's RSC fetches alone", () => {
    const response = proxy(new NextRequest('http://localhost:3000/public/es/demo', { headers: { rsc: '1' } }));
    expect(response.status).toBe(200);
  });
});
