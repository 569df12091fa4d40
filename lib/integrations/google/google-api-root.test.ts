import { describe, expect, it } from 'vitest';
import { googleApiRootUrl } from './google-api-root';

describe('googleApiRootUrl', () => {
  it('defaults to Google and always ends with a slash', () => {
    expect(googleApiRootUrl({})).toBe('https://www.googleapis.com/');
    expect(googleApiRootUrl({ GOOGLE_API_URL: 'http://127.0.0.1:9999' })).toBe('http://127.0.0.1:9999/');
    expect(googleApiRootUrl({ GOOGLE_API_URL: 'not a url' })).toBe('https://www.googleapis.com/');
  });
});
