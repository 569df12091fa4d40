import { afterEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { stripeClient } from './stripe-client';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('stripeClient', () => {
  it('talks to the simulated processor when no secret key is configured (outside production)', () => {
    delete process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SIMULATOR_URL = 'http://127.0.0.1:4242';
    const client = stripeClient();
    expect(client.getApiField('host')).toBe('127.0.0.1');
    expect(client.getApiField('port')).toBe(4242);
    expect(client.getApiField('protocol')).toBe('http');
  });

  it('uses the real processor with STRIPE_SECRET_KEY', () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_real_key';
    const client = stripeClient();
    expect(client.getApiField('host')).toBe('api.stripe.com');
    expect(client.getApiField('protocol')).toBe('https');
  });

  it('refuses the simulated processor in production', () => {
    delete process.env.STRIPE_SECRET_KEY;
    process.env.APP_ENV = 'production';
    process.env.SESSION_SECRET = 'x'.repeat(32);
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_production';
    process.env.DATABASE_URL = 'postgres://unused';
    expect(() => stripeClient()).toThrow(ServiceUnavailableError);
  });
});
