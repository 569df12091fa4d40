import { db } from './db';
import { RateLimitedError } from './errors';

/**
 * Limits from the spec's Limits table, stored in PostgreSQL (`rate_limits`) so that every
 * instance of the app counts against the same window.
 */
export const rateLimitPolicies = {
  'auth.magic-link': { points: 5, duration: 60 * 60 },
  'auth.verify-magic-link': { points: 10, duration: 60 },
  'auth.dev-login': { points: 5, duration: 60 * 60 },
  /** Not in the spec: each start stores an OAuth state, so starts are capped per IP. */
  'auth.idp': { points: 20, duration: 60 },
  'public.trial-session': { points: 3, duration: 60 * 60 },
  'public.service-availability': { points: 30, duration: 60 },
  'public.events': { points: 60, duration: 60 },
  'public.widget-event': { points: 120, duration: 60 },
  'public.enroll': { points: 10, duration: 60 },
  'public.validate-discount': { points: 10, duration: 60 },
  /** Not in the spec: calendar apps poll a private feed every few minutes at most (decision 0028). */
  'public.calendar-feed': { points: 30, duration: 60 },
  /** Not in the spec: each code is a paid text, so a student asks for a few an hour at most (decision 0102). */
  'student.phone-verification': { points: 5, duration: 60 * 60 },
  /** Every authenticated request, per session (the spec's later remediation: 60, not 100). */
  session: { points: 60, duration: 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitName = keyof typeof rateLimitPolicies;

/**
 * One atomic statement per request (decision 0055): a new key, or one whose window has expired,
 * starts a window of one point; any other is incremented. ON CONFLICT DO UPDATE locks the row, so
 * concurrent requests from every instance are each counted once. The SET expressions all read
 * the row as it was, so `expire` is judged on the old window. A NULL `expire` (never expires) is
 * incremented, as rate-limiter-flexible did. Expired rows are removed by the hourly
 * sweepExpiredAuthRecords job, not here. The clock is the app's, as before, sent
 * with its offset so that the session's TimeZone cannot shift it.
 */
async function countHit(key: string, duration: number, now: Date): Promise<{ points: number; expire: Date | null }> {
  const expire = new Date(now.getTime() + duration * 1000);
  const [row] = await db.$queryRaw<{ points: number; expire: Date | null }[]>`
    INSERT INTO "rate_limits" ("key", "points", "expire") VALUES (${key}, 1, ${expire.toISOString()}::timestamptz)
    ON CONFLICT ("key") DO UPDATE SET
      "points" = CASE WHEN "rate_limits"."expire" <= ${now.toISOString()}::timestamptz THEN excluded."points"
                      ELSE "rate_limits"."points" + excluded."points" END,
      "expire" = CASE WHEN "rate_limits"."expire" <= ${now.toISOString()}::timestamptz THEN excluded."expire"
                      ELSE "rate_limits"."expire" END
    RETURNING "points", "expire"`;
  return row!;
}

/** Counts one request against `name` for `key` (an IP or a session); throws RATE_LIMITED past the limit. */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<void> {
  const policy = rateLimitPolicies[name];
  // Same row keys as rate-limiter-flexible's `${keyPrefix}:${key}`, so live windows carry over.
  const hit = await countHit(`${name}:${key}`, policy.duration, new Date());
  if (hit.points <= policy.points) return;
  const msBeforeNext = hit.expire === null ? -1 : Math.max(hit.expire.getTime() - Date.now(), 0);
  throw new RateLimitedError(msBeforeNext / 1000);
}
