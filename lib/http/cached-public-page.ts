import { readCookie, sessionCookieName, teacherSessionCookieName } from '@/lib/auth/cookies';
import { reservedTeacherSlugs } from '@/lib/auth/reserved-teacher-slugs';
import { isLocale, negotiateLocale, type Locale } from '@/lib/core/locale';
import { languageCookieName } from './page-locale';

/**
 * The teacher's public page, rendered once per teacher and language and kept in Next's cache until a
 * write of the teacher or a student expires it (decision 0143). The proxy rewrites `/<slug>` to
 * `/public/<locale>/<slug>` (app/public/...) when nothing in the request but its language changes
 * the page: no session (the header names the signed-in person), no review page (`?reviews=`), no
 * paid trial's return (`?trial=`, `?checkout=`). Those requests keep the page rendered per request
 * (app/(public)/[slug]/page.tsx). `public` is a reserved slug: no teacher's page can be hidden by it.
 */
export const cachedPublicPagePrefix = '/public';

/**
 * On unless PUBLIC_PAGE_CACHE=0 (decision 0177): `PUBLIC_PAGE_CACHE=0` sends every visitor the page
 * rendered per request, as before decision 0143.
 */
export const cachedPublicPageEnabled = () => process.env.PUBLIC_PAGE_CACHE !== '0';

/** The language segment when the visitor names none of the six: the teacher's own language. */
export const teacherLocaleSegment = 'default';
export type PublicPageLocaleSegment = Locale | typeof teacherLocaleSegment;

/** Query parameters the per-request page reads (review paging, the paid trial's return). */
const perRequestQuery = ['reviews', 'trial', 'checkout'];

const slugPattern = /^\/([a-z0-9-]+)$/;

/**
 * Browsers keep the cached page and ask again before each use (Next answers 304 by its ETag), so a
 * visitor never sees it older than the server's copy; shared proxies may use it half a minute, and
 * half a minute more while they ask again. The page differs by language (query, cookie,
 * Accept-Language) and by session.
 */
export const cachedPublicPageHeaders = {
  'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
  Vary: 'Accept-Language, Cookie',
};

/**
 * A public page rendered per request (it shows who is signed in): never stored for another person,
 * always asked again, but not `no-store`, so a back or forward navigation may restore it from
 * the browser's back/forward cache.
 */
export const perRequestPublicPageCacheControl = 'private, no-cache';

export type PublicPageRequest = {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  cookieHeader: string | null;
  acceptLanguage: string | null;
};

/** The visitor's language for a cached page, as lib/http/request-locale.ts would choose it before the teacher's. */
export function publicPageLocaleSegment(request: PublicPageRequest): PublicPageLocaleSegment {
  const query = request.searchParams.get('lang');
  if (isLocale(query)) return query;
  const cookie = readCookie(request.cookieHeader, languageCookieName);
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(request.acceptLanguage) ?? teacherLocaleSegment;
}

/** The internal path of the cached page for this request, or null when the page must render for it. */
export function cachedPublicPagePath(request: PublicPageRequest): string | null {
  if (!cachedPublicPageEnabled()) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const slug = slugPattern.exec(request.pathname)?.[1];
  if (!slug || reservedTeacherSlugs.has(slug)) return null;
  if (perRequestQuery.some((name) => request.searchParams.has(name))) return null;
  const cookies = request.cookieHeader;
  if (readCookie(cookies, sessionCookieName) || readCookie(cookies, teacherSessionCookieName)) return null;
  return `${cachedPublicPagePrefix}/${publicPageLocaleSegment(request)}/${slug}`;
}

/** A teacher's page or one of their service pages (`/<slug>`, `/<slug>/services/<service>`). */
export function isTeacherOrServicePage(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  const [slug] = parts;
  if (!slug || !/^[a-z0-9-]+$/.test(slug) || reservedTeacherSlugs.has(slug)) return false;
  return parts.length === 1 || (parts.length === 3 && parts[1] === 'services');
}

/**
 * A document request for the internal path (`/public/<locale>/<slug>`: a reload or a shared link of
 * an address bar Next's router changed to it) goes back to the visitor's address, keeping the
 * language as `?lang=`: the path never serves a visitor directly. Null for anything else.
 */
export function visibleAddressOf(pathname: string, search: string): string | null {
  const match = /^\/public\/([a-z]{2}|default)\/([a-z0-9-]+)$/.exec(pathname);
  if (!match) return null;
  const query = new URLSearchParams(search);
  if (match[1] !== teacherLocaleSegment && !query.has('lang')) query.set('lang', match[1]!);
  const rest = query.toString();
  return `/${match[2]}${rest ? `?${rest}` : ''}`;
}
