import { describe, expect, it } from 'vitest';
import { cachedPublicPagePath, isTeacherOrServicePage, publicPageLocaleSegment } from './cached-public-page';

const request = (path: string, headers: { cookie?: string; acceptLanguage?: string; method?: string } = {}) => {
  const url = new URL(path, 'http://localhost');
  return {
    method: headers.method ?? 'GET',
    pathname: url.pathname,
    searchParams: url.searchParams,
    cookieHeader: headers.cookie ?? null,
    acceptLanguage: headers.acceptLanguage ?? null,
  };
};

describe('the cached teacher page (decision 0143)', () => {

  it('serves a visitor without a session from the page cached for their language', () => {
    expect(cachedPublicPagePath(request('/demo'))).toBe('/public/default/demo');
    expect(cachedPublicPagePath(request('/demo', { acceptLanguage: 'de-DE,de;q=0.9' }))).toBe('/public/de/demo');
    expect(cachedPublicPagePath(request('/demo?lang=fr', { cookie: 'lektio-lang=it', acceptLanguage: 'de' }))).toBe(
      '/public/fr/demo',
    );
    expect(cachedPublicPagePath(request('/demo', { cookie: 'lektio-lang=it', acceptLanguage: 'de' }))).toBe(
      '/public/it/demo',
    );
    expect(cachedPublicPagePath(request('/demo?utm_source=x', { method: 'HEAD' }))).toBe('/public/default/demo');
  });

  it('renders per request what depends on the query or the session', () => {
    expect(cachedPublicPagePath(request('/demo?reviews=2'))).toBeNull();
    expect(cachedPublicPagePath(request('/demo?trial=abc&checkout=success'))).toBeNull();
    expect(cachedPublicPagePath(request('/demo', { cookie: 'svc_session=abc' }))).toBeNull();
    expect(cachedPublicPagePath(request('/demo', { cookie: 'svc_teacher_session=abc' }))).toBeNull();
    expect(cachedPublicPagePath(request('/demo', { method: 'POST' }))).toBeNull();
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/teacher', '/portal', '/sign-in', '/public', '/demo/services/x', '/demo/book/x', '/icon.svg', '/Demo'])
      expect(cachedPublicPagePath(request(path))).toBeNull();
  });

  it('says the language as request-locale.ts would, before the teacher’s own', () => {
    expect(publicPageLocaleSegment(request('/demo?lang=xx', { acceptLanguage: 'es' }))).toBe('es');
    expect(publicPageLocaleSegment(request('/demo', { acceptLanguage: 'ja' }))).toBe('default');
  });

  it('knows the teacher and service pages', () => {
    expect(isTeacherOrServicePage('/demo')).toBe(true);
    expect(isTeacherOrServicePage('/demo/services/piano')).toBe(true);
    expect(isTeacherOrServicePage('/demo/book/piano')).toBe(false);
    expect(isTeacherOrServicePage('/teacher')).toBe(false);
  });
});
