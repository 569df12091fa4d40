import { NextResponse, type NextRequest } from 'next/server';
import { apiMethodNotAllowed, apiNotFound } from '@/lib/http/api-fallback';
import { edgeFacts } from '@/lib/http/client-info';
import { isProduction } from '@/lib/core/env';
import { isLocale } from '@/lib/core/locale';
import {
  cachedPublicPageHeaders,
  cachedPublicPagePath,
  isTeacherOrServicePage,
  perRequestPublicPageCacheControl,
  visibleAddressOf,
} from '@/lib/http/cached-public-page';
import { languageCookieName, pathHeader } from '@/lib/http/page-locale';
import { allowedMethods, findApiRoute } from '@/lib/openapi/api-route-table';
import { isWidgetPagePath } from '@/lib/widget/widget-frame-policy';

/** The protocol the client used, as our edge decided it (forwarded protocol only from a trusted proxy). */
function clientProtocol(request: NextRequest): string {
  const origin = edgeFacts(request.headers)?.origin;
  return (origin ? new URL(origin).protocol : request.nextUrl.protocol).replace(':', '');
}

/** Unknown `/api/*` paths and methods answer in the API's error shape, not with an HTML page. */
function apiFallback(request: NextRequest): Response | null {
  const { pathname } = request.nextUrl;
  if (pathname !== '/api' && !pathname.startsWith('/api/')) return null;
  const route = findApiRoute(pathname);
  if (!route) return apiNotFound(pathname);
  const allow = allowedMethods(route.methods);
  return allow.includes(request.method) ? null : apiMethodNotAllowed(request.method, allow);
}

/**
 * Pages learn their own path and query (for their language, lib/http/request-locale.ts) from a
 * request header: server components are not told the URL. Whatever a client sent under that name
 * is replaced.
 */
function pageRequest(request: NextRequest): NextResponse {
  const { nextUrl } = request;
  const lang = nextUrl.searchParams.get('lang');
  // A visitor without a session on a teacher's page: the page cached per teacher and language
  // (decision 0143); it reads nothing of the request, so no path header is passed.
  const cached = cachedPublicPagePath({
    method: request.method,
    pathname: nextUrl.pathname,
    searchParams: nextUrl.searchParams,
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  let response: NextResponse;
  if (cached) {
    const target = nextUrl.clone();
    target.pathname = cached;
    response = NextResponse.rewrite(target);
    // Next writes its own Vary and Cache-Control on a cached page: server.mjs applies these instead
    // (server/page-headers.mjs).
    response.headers.set('x-lektio-vary', cachedPublicPageHeaders.Vary);
    response.headers.set('x-lektio-cache-control', cachedPublicPageHeaders['Cache-Control']);
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set(pathHeader, `${nextUrl.pathname}${nextUrl.search}`);
    response = NextResponse.next({ request: { headers: forwarded } });
    // Rendered per request: not no-store, so the back/forward cache may keep it (decision 0143).
    if (isTeacherOrServicePage(nextUrl.pathname)) response.headers.set('Cache-Control', perRequestPublicPageCacheControl);
  }
  // The language switcher's choice (`?lang=de`) holds on the pages the visitor opens next.
  if (isLocale(lang)) {
    response.cookies.set(languageCookieName, lang, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' });
    // An answer that sets a cookie is this visitor's: no shared cache keeps it.
    if (cached) response.headers.set('x-lektio-cache-control', 'private, max-age=0');
  }
  return response;
}

/**
 * Transport and header rules of the spec (Authentication §10): HTTPS and HSTS in production,
 * framing, sniffing and referrer headers everywhere.
 */
export function proxy(request: NextRequest) {
  const production = isProduction();
  if (production && clientProtocol(request) === 'http') {
    const secure = request.nextUrl.clone();
    secure.protocol = 'https:';
    return NextResponse.redirect(secure, 308);
  }
  // The cached page's internal path asked for as a document (not the router's RSC fetches): back to `/<slug>`.
  const visible =
    request.method === 'GET' && request.headers.get('rsc') !== '1'
      ? visibleAddressOf(request.nextUrl.pathname, request.nextUrl.search)
      : null;
  if (visible) return NextResponse.redirect(new URL(visible, request.nextUrl), 307);
  const response = apiFallback(request) ?? pageRequest(request);
  // The booking widget sets its own frame-ancestors (its allowed origins, decision 0043); all else: DENY.
  if (!isWidgetPagePath(request.nextUrl.pathname)) response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (production) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  return response;
}

/**
 * Next.js buffers the body of every request the proxy sees (10 MB by default, proxyClientMaxBodySize):
 * the resource upload (up to 100 MB, streamed by its route) is left out so it reaches its route as a
 * stream (issue 33, decision 0089); the route answers JSON and sets its own headers.
 */
export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/teacher/resources/upload).*)'],
};
