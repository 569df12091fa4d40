import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { createTeacher } from '@/test/factories';
import { connectCaldav } from './connect-caldav';
import { isPrivateAddress, resolvesToPrivateAddress } from './private-address';

afterEach(() => vi.unstubAllEnvs());

describe('isPrivateAddress', () => {
  it('refuses loopback, private and link-local hosts; lets public ones through', () => {
    for (const url of [
      'http://localhost:5232/',
      'http://localhost.:5232/',
      'http://127.0.0.1/',
      'https://10.1.2.3/',
      'http://192.168.1.2/',
      'http://172.20.0.1/',
      'http://169.254.169.254/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fe80::1]/',
    ]) {
      expect(isPrivateAddress(url), url).toBe(true);
    }
    for (const url of ['https://caldav.icloud.com', 'https://caldav.fastmail.com/dav/', 'https://172.32.0.1/']) {
      expect(isPrivateAddress(url), url).toBe(false);
    }
  });
});

describe('resolvesToPrivateAddress (decision 0136)', () => {
  const answers = (table: Record<string, string[]>) => async (host: string) => {
    if (!(host in table)) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return table[host]!;
  };
  const lookup = answers({
    'rebound.example.test': ['203.0.113.5', '127.0.0.1'],
    'metadata.example.test': ['169.254.169.254'],
    'lan.example.test': ['::ffff:192.168.0.10'],
    'dav.example.test': ['203.0.113.7', '2001:db8::7'],
  });

  it('catches a public-looking name that resolves to any private address', async () => {
    for (const host of ['rebound.example.test', 'metadata.example.test', 'lan.example.test']) {
      expect(await resolvesToPrivateAddress(`https://${host}/dav/`, lookup), host).toBe(true);
    }
  });

  it('lets a public name and a public address through; a name that does not resolve is not private', async () => {
    expect(await resolvesToPrivateAddress('https://dav.example.test/', lookup)).toBe(false);
    expect(await resolvesToPrivateAddress('https://203.0.113.9/', lookup)).toBe(false);
    expect(await resolvesToPrivateAddress('https://nowhere.example.test/', lookup)).toBe(false);
    expect(await resolvesToPrivateAddress('http://127.0.0.1:5232/', lookup)).toBe(true);
  });

  it('is what connect refuses (422 on serverUrl, nothing stored) unless CALDAV_ALLOW_PRIVATE_HOSTS allows it', async () => {
    const teacher = await createTeacher();
    const input = { serverUrl: 'https://rebound.example.test/dav/', username: 'ana', password: 'app-password' };
    vi.stubEnv('CALDAV_ALLOW_PRIVATE_HOSTS', 'false');
    const refused = await connectCaldav(teacher.id, input, { lookup }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusinessRuleError);
    expect((refused as BusinessRuleError).details).toEqual([
      { path: 'serverUrl', message: 'Use the public address of your calendar server' },
    ]);
    expect(await db.caldavConnection.count({ where: { teacherId: teacher.id } })).toBe(0);

    // Allowed (development and test by default): the guard steps aside and the server is asked,
    // here a name that answers nothing CalDAV, so the connect fails later and for another reason.
    vi.stubEnv('CALDAV_ALLOW_PRIVATE_HOSTS', 'true');
    const attempted = await connectCaldav(teacher.id, { ...input, serverUrl: 'http://127.0.0.1:9/' }, { lookup }).catch(
      (error: unknown) => error,
    );
    expect((attempted as { details?: unknown }).details).not.toEqual([
      { path: 'serverUrl', message: 'Use the public address of your calendar server' },
    ]);
  });

  it('is on by default in production and off by default in development and test', async () => {
    const { readEnv } = await import('@/lib/core/env');
    const production = {
      APP_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      STRIPE_WEBHOOK_SECRET: 'w',
      DATABASE_URL: 'postgres://x',
    };
    expect(readEnv(production).CALDAV_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(readEnv({ ...production, CALDAV_ALLOW_PRIVATE_HOSTS: 'true' }).CALDAV_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(readEnv({ APP_ENV: 'development' }).CALDAV_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(readEnv({ APP_ENV: 'test' }).CALDAV_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(readEnv({ APP_ENV: 'test', CALDAV_ALLOW_PRIVATE_HOSTS: 'false' }).CALDAV_ALLOW_PRIVATE_HOSTS).toBe(false);
  });
});
