import { describe, expect, it } from 'vitest';
import { readEnv } from '@/lib/core/env';

describe('the simulated Google in the configuration', () => {
  it('points every Google setting at the simulator in development without GOOGLE_CLIENT_ID, on PORT + 9222', () => {
    expect(readEnv({ APP_ENV: 'development', PORT: '3200' })).toMatchObject({
      GOOGLE_SIMULATED: true,
      GOOGLE_SIMULATOR_URL: 'http://localhost:12422',
      GOOGLE_CLIENT_ID: 'lektio-demo.apps.googleusercontent.test',
      GOOGLE_AUTH_URL: 'http://localhost:12422/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'http://localhost:12422/token',
      GOOGLE_CERTS_URL: 'http://localhost:12422/oauth2/v1/certs',
      GOOGLE_API_URL: 'http://localhost:12422/',
    });
    expect(readEnv({ APP_ENV: 'development', GOOGLE_SIMULATOR_URL: 'http://127.0.0.1:9/' })).toMatchObject({
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    });
  });

  it('changes nothing with a GOOGLE_CLIENT_ID, in test, or in production', () => {
    const google = { GOOGLE_CLIENT_ID: 'real.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's' };
    expect(readEnv({ APP_ENV: 'development', ...google })).toMatchObject({
      GOOGLE_SIMULATED: false,
      GOOGLE_CLIENT_ID: 'real.apps.googleusercontent.com',
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
    });
    for (const APP_ENV of ['test', 'production']) {
      const env = readEnv({
        APP_ENV,
        SESSION_SECRET: 'x'.repeat(32),
        STRIPE_WEBHOOK_SECRET: 'w',
        DATABASE_URL: 'postgresql://db',
      });
      expect(env).toMatchObject({ GOOGLE_SIMULATED: false, GOOGLE_API_URL: 'https://www.googleapis.com/' });
      expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    }
  });
});
