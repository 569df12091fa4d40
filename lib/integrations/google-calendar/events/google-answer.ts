import { statusOf } from '../calendar-api';

/**
 * Google answered the request and refused it (400, 403, 404, 409, 410...): retrying the same request
 * gives the same answer. Outages and quotas (5xx, 429) reach the caller as 503 from callGoogle and
 * are left for the job engine's retries.
 */
export function isGoogleRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
}
