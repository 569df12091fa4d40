import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';

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
      new NextRequest('http://lektio.example/teacher?x=1', { headers: { 'x-forwarded-proto': 'http' } }),
    );
    expect(plain.status).toBe(308);
    expect(plain.headers.get('location')).toBe('https://lektio.example/teacher?x=1');
    const secure = proxy(
      new NextRequest('https://lektio.example/teacher', { headers: { 'x-forwarded-proto': 'https' } }),
    );
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
