import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
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
  /** Every authenticated request, per session (the spec's later remediation: 60, not 100). */
  session: { points: 60, duration: 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type RateLimitName = keyof typeof rateLimitPolicies;

const limiters = new Map<RateLimitName, RateLimiterPrisma>();

function limiter(name: RateLimitName) {
  let instance = limiters.get(name);
  if (!instance) {
    instance = new RateLimiterPrisma({
      ...rateLimitPolicies[name],
      keyPrefix: name,
      storeClient: db,
      tableName: 'rateLimit',
      // Expired rows are swept by the auth-records cleanup job, not by a timer in every process.
      clearExpiredByTimeout: false,
    });
    limiters.set(name, instance);
  }
  return instance;
}

/** Counts one request against `name` for `key` (an IP or a session); throws RATE_LIMITED past the limit. */
export async function consumeRateLimit(name: RateLimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new RateLimitedError(rejection.msBeforeNext / 1000);
    throw rejection;
  }
}
