import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { countQueries } from '@/test/count-queries';
import { db } from './db';
import { RateLimitedError } from './errors';
import { consumeRateLimit, rateLimitPolicies } from './rate-limit';

const run = promisify(execFile);

/** Two app instances sharing one database: separate processes on PostgreSQL. */
async function consumeInChildProcess(key: string, attempts: number): Promise<string[]> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'test/fixtures/consume-rate-limit.ts', 'auth.magic-link', key, String(attempts)],
    { env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  return JSON.parse(stdout);
}

describe('rate limits', () => {
  it('match the Limits table of the spec', () => {
    expect(rateLimitPolicies['auth.magic-link']).toEqual({ points: 5, duration: 3600 });
    expect(rateLimitPolicies['auth.verify-magic-link']).toEqual({ points: 10, duration: 60 });
    expect(rateLimitPolicies['public.trial-session']).toEqual({ points: 3, duration: 3600 });
    expect(rateLimitPolicies['public.service-availability']).toEqual({ points: 30, duration: 60 });
    expect(rateLimitPolicies.session).toEqual({ points: 60, duration: 60 });
  });

  it('refuse the request after the limit with the seconds to wait', async () => {
    const key = randomUUID();
    for (let attempt = 0; attempt < 5; attempt++) await consumeRateLimit('auth.magic-link', key);
    const refusal = await consumeRateLimit('auth.magic-link', key).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).headers).toEqual({ 'Retry-After': expect.stringMatching(/^\d+$/) });
  });

  it('count per key: another IP is not limited', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    for (let attempt = 0; attempt < 5; attempt++) await consumeRateLimit('auth.magic-link', first);
    await expect(consumeRateLimit('auth.magic-link', second)).resolves.toBeUndefined();
  });

  it('count a request in one statement', async () => {
    const key = randomUUID();
    expect(await countQueries(() => consumeRateLimit('session', key))).toMatchObject({ count: 1 });
    expect(await countQueries(() => consumeRateLimit('session', key))).toMatchObject({ count: 1 });
  });

  it('start a new window once the old one has expired', async () => {
    const key = randomUUID();
    for (let attempt = 0; attempt < 5; attempt++) await consumeRateLimit('auth.magic-link', key);
    await expect(consumeRateLimit('auth.magic-link', key)).rejects.toBeInstanceOf(RateLimitedError);
    const expired = new Date(Date.now() - 1000);
    await db.rateLimit.update({ where: { key: `auth.magic-link:${key}` }, data: { expire: expired } });

    await expect(consumeRateLimit('auth.magic-link', key)).resolves.toBeUndefined();
    const row = await db.rateLimit.findUniqueOrThrow({ where: { key: `auth.magic-link:${key}` } });
    expect(row.points).toBe(1);
    expect(row.expire!.getTime()).toBeGreaterThan(Date.now() + 3590_000);
  });

  it('tell the seconds left in the window', async () => {
    const key = randomUUID();
    for (let attempt = 0; attempt < 5; attempt++) await consumeRateLimit('auth.magic-link', key);
    await db.rateLimit.update({
      where: { key: `auth.magic-link:${key}` },
      data: { expire: new Date(Date.now() + 90_500) },
    });
    const refusal = (await consumeRateLimit('auth.magic-link', key).catch(
      (error: unknown) => error,
    )) as RateLimitedError;
    expect(refusal.headers).toEqual({ 'Retry-After': '91' });
    const row = await db.rateLimit.findUniqueOrThrow({ where: { key: `auth.magic-link:${key}` } });
    expect(row.points).toBe(6);
  });

  // PGlite is one process by design; on PostgreSQL (CI, TEST_DATABASE_URL) two real processes share it.
  if (process.env.DATABASE_URL) {
    it('hold across two app processes sharing one PostgreSQL database', { timeout: 60_000 }, async () => {
      const key = randomUUID();
      const [first, second] = await Promise.all([consumeInChildProcess(key, 3), consumeInChildProcess(key, 3)]);
      const outcomes = [...first, ...second];
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(1);
    });

    it('allow exactly the limit under concurrent hits, in a fresh and in an expired window', async () => {
      const { points } = rateLimitPolicies.session;
      const key = randomUUID();
      const burst = async () => {
        const outcomes = await Promise.allSettled(
          Array.from({ length: points + 20 }, () => consumeRateLimit('session', key)),
        );
        return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      };
      expect(await burst()).toBe(points);
      await db.rateLimit.update({ where: { key: `session:${key}` }, data: { expire: new Date(Date.now() - 1) } });
      expect(await burst()).toBe(points);
    });
  }
});
