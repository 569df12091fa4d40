import { describe, expect, it } from 'vitest';
import { chooseLocale, pageArea } from './page-locale';

describe('pageArea', () => {
  it('tells the teacher area, the portal, a public teacher page and the app pages apart', () => {
    expect(pageArea('/teacher/students')).toEqual({ kind: 'teacher' });
    expect(pageArea('/portal')).toEqual({ kind: 'portal' });
    expect(pageArea('/demo/book')).toEqual({ kind: 'public', slug: 'demo' });
    expect(pageArea('/widget/demo')).toEqual({ kind: 'public', slug: 'demo' });
    expect(pageArea('/sign-in')).toEqual({ kind: 'app' });
    expect(pageArea('/')).toEqual({ kind: 'app' });
  });
});

describe('chooseLocale', () => {
  const owner = async () => 'it' as const;

  it('prefers ?lang=, then the switcher cookie, then Accept-Language, then the teacher', async () => {
    expect(await chooseLocale({ query: 'fr', cookie: 'de', acceptLanguage: 'es', owner })).toBe('fr');
    expect(await chooseLocale({ query: 'xx', cookie: 'de', acceptLanguage: 'es', owner })).toBe('de');
    expect(await chooseLocale({ query: null, cookie: null, acceptLanguage: 'es', owner })).toBe('es');
    expect(await chooseLocale({ query: null, cookie: 'zz', acceptLanguage: null, owner })).toBe('it');
  });
});
