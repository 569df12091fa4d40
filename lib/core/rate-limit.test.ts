import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
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

  // PGlite is one process by design; on PostgreSQL (CI, TEST_DATABASE_URL) two real processes share it.
  if (process.env.DATABASE_URL) {
    it('hold across two app processes sharing one PostgreSQL database', { timeout: 60_000 }, async () => {
      const key = randomUUID();
      const [first, second] = await Promise.all([consumeInChildProcess(key, 3), consumeInChildProcess(key, 3)]);
      const outcomes = [...first, ...second];
      expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(1);
    });
  }
});
