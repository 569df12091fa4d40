import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookie, readCookie, serializeCookie, sessionCookieOptions } from './cookies';

afterEach(() => vi.unstubAllEnvs());

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, 30 days, and not Secure outside production', () => {
    const cookie = serializeCookie('svc_session', 'abc', sessionCookieOptions());
    expect(cookie).toMatch(/^svc_session=abc; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure in production', () => {
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    vi.stubEnv('DATABASE_URL', 'postgresql://example/db');
    expect(serializeCookie('svc_session', 'abc', sessionCookieOptions())).toContain('; Secure');
  });

  it('is cleared with an expiry in the past', () => {
    expect(clearCookie('svc_session')).toContain('Max-Age=0');
  });

  it('is read from a Cookie header among others', () => {
    expect(readCookie('a=1; svc_session=xyz; b=2', 'svc_session')).toBe('xyz');
    expect(readCookie('svc_session_other=1', 'svc_session')).toBeUndefined();
    expect(readCookie(null, 'svc_session')).toBeUndefined();
  });

  it('reads a value that is not valid percent-encoding as absent, not as a failure', () => {
    expect(readCookie("svc_session=%00%ff' OR 1=1 --", 'svc_session')).toBeUndefined();
    expect(readCookie('svc_session=%E0%A4%A', 'svc_session')).toBeUndefined();
  });
});
