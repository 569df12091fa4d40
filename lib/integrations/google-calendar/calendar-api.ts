import 'server-only';
import type { OAuth2Client } from 'google-auth-library';
// The Calendar API alone: the googleapis index would load every Google API.
import { calendar, type calendar_v3 } from 'googleapis/build/src/apis/calendar';
import { googleApiRootUrl } from '@/lib/integrations/google/google-api-root';

/** Short: availability waits on free/busy, and a slow Google must not hold a booking page. */
export const calendarRequestTimeoutMs = 4_000;

/** Calendar v3 as the teacher; GOOGLE_API_URL points it at a local fake in tests. */
export function calendarApi(auth: OAuth2Client): calendar_v3.Calendar {
  return calendar({
    version: 'v3',
    auth,
    rootUrl: googleApiRootUrl(),
    timeout: calendarRequestTimeoutMs,
    retry: false,
  });
}

export const statusOf = (error: unknown): number | undefined => {
  const candidate = error as { status?: unknown; response?: { status?: unknown } };
  const status = candidate?.response?.status ?? candidate?.status;
  return typeof status === 'number' ? status : undefined;
};
