import { defaultLocale, isLocale, type Locale } from '@/lib/core/locale';

/** Request header the proxy sets to the page's path and query (proxy.ts). */
export const pathHeader = 'x-lektio-path';
/** Cookie that keeps the language a visitor picked with the switcher (`?lang=`), for a year. */
export const languageCookieName = 'lektio-lang';

/** First segments that are not a teacher's slug (the app's own pages). */
const appSegments = new Set(['', 'api', 'auth', 'sign-in', 'dev', 'docs', 'portal', 'teacher', '_next']);

export type PageArea = { kind: 'teacher' } | { kind: 'portal' } | { kind: 'public'; slug: string } | { kind: 'app' };

/** Which audience a page path belongs to, for its language (decision 0082). */
export function pageArea(pathname: string): PageArea {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  if (first === 'teacher') return { kind: 'teacher' };
  if (first === 'portal') return { kind: 'portal' };
  if (first === 'widget' && second) return { kind: 'public', slug: decodeURIComponent(second) };
  if (appSegments.has(first) || first === 'widget') return { kind: 'app' };
  return { kind: 'public', slug: decodeURIComponent(first) };
}

/** `?lang=` > the switcher's cookie > Accept-Language (already negotiated) > the owner's locale. */
export async function chooseLocale(input: {
  query: string | null | undefined;
  cookie: string | null | undefined;
  acceptLanguage: Locale | null;
  owner: () => Promise<Locale>;
}): Promise<Locale> {
  if (isLocale(input.query)) return input.query;
  if (isLocale(input.cookie)) return input.cookie;
  if (input.acceptLanguage) return input.acceptLanguage;
  return (await input.owner()) ?? defaultLocale;
}
