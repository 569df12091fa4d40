import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, env, readEnv } from './env';

describe('readEnv', () => {
  it('runs with no configuration outside production, with a development session secret', () => {
    const env = readEnv({ NODE_ENV: 'development' });
    expect(env.APP_ENV).toBe('development');
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("derives the app's URL and the simulated processor's port from PORT, so two copies do not clash", () => {
    expect(readEnv({})).toMatchObject({
      APP_URL: 'http://localhost:3000',
      STRIPE_SIMULATOR_URL: 'http://localhost:12111',
    });
    expect(readEnv({ PORT: '3200' })).toMatchObject({
      APP_URL: 'http://localhost:3200',
      STRIPE_SIMULATOR_URL: 'http://localhost:12311',
    });
    expect(
      readEnv({ PORT: '3200', APP_URL: 'https://lektio.example', STRIPE_SIMULATOR_URL: 'http://sim:9' }),
    ).toMatchObject({
      APP_URL: 'https://lektio.example',
      STRIPE_SIMULATOR_URL: 'http://sim:9',
    });
  });

  it('refuses production without the session secret, the webhook secret or a database, naming them', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET, STRIPE_WEBHOOK_SECRET, DATABASE_URL/);
  });

  it('accepts production with its secrets', () => {
    const env = readEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(48),
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      DATABASE_URL: 'postgresql://db/lektio',
    });
    expect(env.APP_ENV).toBe('production');
  });

  it('refuses a short session secret', () => {
    expect(() => readEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });
});

describe('env', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('parses once while its variables stay the same, and again as soon as one changes', () => {
    vi.stubEnv('EMAIL_FROM', 'First <first@lektio.test>');
    const first = env();
    expect(env()).toBe(first);
    vi.stubEnv('UNRELATED_VARIABLE_FOR_ENV_TEST', 'x');
    expect(env()).toBe(first);
    vi.stubEnv('EMAIL_FROM', 'Second <second@lektio.test>');
    expect(env().EMAIL_FROM).toBe('Second <second@lektio.test>');
    vi.stubEnv('EMAIL_FROM', '');
    expect(env().EMAIL_FROM).toBe('Lektio <no-reply@lektio.local>');
  });
});
