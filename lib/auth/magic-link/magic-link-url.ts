import { env } from '@/lib/core/env';

/** Path of the landing page that posts the token (app/(auth)/auth/magic-link). */
export const magicLinkLandingPath = '/auth/magic-link';

/**
 * The e-mailed link. The token rides in the fragment, which browsers never send to a server: it
 * stays out of access logs, proxies and Referer headers, and a scanner that fetches the URL gets
 * only the page. The teacher slug (public anyway) lets the page offer a new link if this one fails.
 */
export function magicLinkUrl(teacherSlug: string, token: string): string {
  const url = new URL(magicLinkLandingPath, env().APP_URL);
  url.searchParams.set('teacher', teacherSlug);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}
