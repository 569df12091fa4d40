import { env } from '@/lib/core/env';
import { googleApiRootUrl } from '@/lib/integrations/google/google-api-root';

export const calendarWebhookPath = '/api/webhooks/google-calendar';

const isGoogle = (url: string) => /(^|\.)googleapis\.com$/i.test(new URL(url).hostname);

/**
 * Where Google should push calendar changes, or null when no push could arrive: Google delivers
 * only to https addresses, so a plain-http APP_URL is used only with a local stand-in for Google
 * (GOOGLE_API_URL pointing elsewhere: the simulator, the test fakes). Without an address the
 * busy-time cache's 60 s TTL is the refresh (decision 0057).
 */
export function watchAddress(source: { APP_URL: string; GOOGLE_API_URL?: string } = env()): string | null {
  const app = new URL(source.APP_URL);
  const simulated = !isGoogle(googleApiRootUrl({ GOOGLE_API_URL: source.GOOGLE_API_URL }));
  if (app.protocol !== 'https:' && !(app.protocol === 'http:' && simulated)) return null;
  return new URL(calendarWebhookPath, app.origin).toString();
}
