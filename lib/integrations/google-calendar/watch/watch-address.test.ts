import { describe, expect, it } from 'vitest';
import { watchAddress } from './watch-address';

describe('watchAddress', () => {
  it('is the webhook route of an https app, with Google or a stand-in', () => {
    expect(watchAddress({ APP_URL: 'https://app.lektio.example/' })).toBe(
      'https://app.lektio.example/api/webhooks/google-calendar',
    );
    expect(watchAddress({ APP_URL: 'https://app.lektio.example', GOOGLE_API_URL: 'http://127.0.0.1:9/' })).toBe(
      'https://app.lektio.example/api/webhooks/google-calendar',
    );
  });

  it('is none for plain http when the API is Google (Google pushes only to https)', () => {
    expect(watchAddress({ APP_URL: 'http://localhost:3000' })).toBeNull();
    expect(
      watchAddress({ APP_URL: 'http://localhost:3000', GOOGLE_API_URL: 'https://www.googleapis.com/' }),
    ).toBeNull();
  });

  it('allows plain http when a local stand-in plays Google (simulator, test fakes)', () => {
    expect(watchAddress({ APP_URL: 'http://127.0.0.1:3320', GOOGLE_API_URL: 'http://127.0.0.1:9999/' })).toBe(
      'http://127.0.0.1:3320/api/webhooks/google-calendar',
    );
  });
});
