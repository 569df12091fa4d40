import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { currentSession } from '@/lib/auth/require-page';
import { db } from '@/lib/core/db';
import {
  defaultLocale,
  negotiateLocale,
  toLocale,
  toRegionalFormat,
  type Locale,
  type RegionalFormat,
} from '@/lib/core/locale';
import { chooseLocale, languageCookieName, pageArea, pathHeader } from './page-locale';

/** The locale a teacher's public pages fall back to: the teacher's own (an unknown slug: English). */
async function teacherLocaleBySlug(slug: string): Promise<Locale> {
  const teacher = await db.teacher.findFirst({ where: { slug, deletedAt: null }, select: { locale: true } });
  return toLocale(teacher?.locale);
}

/**
 * The language and clock of the page being rendered (decision 0082), once per request:
 * - teacher's area (`/teacher/**`): the signed-in teacher's `locale` and `hourCycle`;
 * - portal (`/portal/**`): the signed-in student's;
 * - everything else (a teacher's public pages, the widget, sign-in, errors): `?lang=`, then the
 *   language the visitor picked with the switcher (a cookie), then `Accept-Language` negotiated
 *   among the six, then the teacher's locale (public pages of a teacher), then English.
 * The proxy passes the page's path and query in `x-lektio-path` (server components are not told it).
 */
const negotiatedRegionalFormat = cache(async (): Promise<RegionalFormat> => {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  const url = new URL(headerList.get(pathHeader) ?? '/', 'http://page.invalid');
  const area = pageArea(url.pathname);
  if (area.kind === 'teacher' || area.kind === 'portal') {
    // The same once-per-request session read as the page guards (issue 38): not a second lookup.
    const session = await currentSession();
    if (area.kind === 'teacher' && session?.role === 'teacher') return toRegionalFormat(session.teacher);
    if (area.kind === 'portal' && session?.role === 'student') return toRegionalFormat(session.student);
  }
  const locale = await chooseLocale({
    query: url.searchParams.get('lang'),
    cookie: cookieStore.get(languageCookieName)?.value,
    acceptLanguage: negotiateLocale(headerList.get('accept-language')),
    owner: area.kind === 'public' ? () => teacherLocaleBySlug(area.slug) : async () => defaultLocale,
  });
  return { locale, hourCycle: null };
});

/** The path of the page being rendered, as the proxy passed it (`/` when it did not). */
export async function requestPathname(): Promise<string> {
  return new URL((await headers()).get(pathHeader) ?? '/', 'http://page.invalid').pathname;
}

/**
 * A page rendered once for many visitors (the cached public page, app/public/, decision 0143) has no
 * request to read: its locale comes from its path (the proxy put it there) and is fixed here, per
 * render, before anything asks for it. Everything below (next-intl's `getTranslations`, pages and
 * components calling `requestRegionalFormat()`) then answers that locale without reading headers.
 */
const fixedLocale = cache((): { locale: Locale | null } => ({ locale: null }));

export function fixPageLocale(locale: Locale): void {
  fixedLocale().locale = locale;
}

export const requestRegionalFormat = async (): Promise<RegionalFormat> => {
  const fixed = fixedLocale().locale;
  return fixed ? { locale: fixed, hourCycle: null } : negotiatedRegionalFormat();
};

export const requestLocale = async (): Promise<Locale> => (await requestRegionalFormat()).locale;
