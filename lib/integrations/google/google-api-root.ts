import { z } from 'zod';
import { env } from '@/lib/core/env';

/** Google's API host; GOOGLE_API_URL points the SDK (`rootUrl`) at a local fake in tests. */
export const defaultGoogleApiUrl = 'https://www.googleapis.com/';

/** The `rootUrl` every Google API client here is built with (Calendar, Drive). */
export function googleApiRootUrl(
  source: Record<string, string | undefined> = { GOOGLE_API_URL: env().GOOGLE_API_URL },
): string {
  const parsed = z.url().safeParse(source.GOOGLE_API_URL || defaultGoogleApiUrl);
  const url = parsed.success ? parsed.data : defaultGoogleApiUrl;
  return url.endsWith('/') ? url : `${url}/`;
}
