import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/core/locale';
import { teacherLocaleSegment } from '@/lib/http/cached-public-page';
import { fixPageLocale } from '@/lib/http/request-locale';
import { cachedTeacherLocale } from '../../../(public)/cached-public-reads';
import { loadOr404 } from '../../../(public)/load-or-404';

export type CachedPageParams = Promise<{ locale: string; slug: string }>;

/** The page's language from its path (`default`: the teacher's own), fixed for everything rendered below. */
export async function cachedPageLocale(params: CachedPageParams): Promise<{ locale: Locale; slug: string }> {
  const { locale: segment, slug } = await params;
  // Only the proxy's segments: anything else would fill the cache with copies.
  if (!isLocale(segment) && segment !== teacherLocaleSegment) notFound();
  const locale = isLocale(segment) ? segment : await loadOr404(() => cachedTeacherLocale(slug));
  fixPageLocale(locale);
  return { locale, slug };
}
