import 'server-only';
import {
  BrokenCircuitError,
  circuitBreaker,
  handleWhen,
  IsolatedCircuitError,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import {
  breakerFailureThreshold,
  breakerHalfOpenAfterMs,
  breakerWindowMs,
  FailuresInWindowBreaker,
} from '@/lib/core/failures-in-window-breaker';
import { isCaldavInfrastructureFailure } from './caldav-errors';

/** Google's policy (3 failures in 30 s open, 15 s half-open), for the CalDAV servers as one dependency. */
export function createCaldavBreaker(now?: () => number): CircuitBreakerPolicy {
  const policy = circuitBreaker(handleWhen(isCaldavInfrastructureFailure), {
    halfOpenAfter: breakerHalfOpenAfterMs,
    breaker: new FailuresInWindowBreaker(breakerFailureThreshold, breakerWindowMs, now),
  });
  policy.onBreak(() => log.warn('caldav circuit opened'));
  policy.onReset(() => log.info('caldav circuit closed'));
  return policy;
}

const globalBreaker = globalThis as typeof globalThis & { lektioCaldavBreaker?: CircuitBreakerPolicy };

export function caldavBreaker(): CircuitBreakerPolicy {
  globalBreaker.lektioCaldavBreaker ??= createCaldavBreaker();
  return globalBreaker.lektioCaldavBreaker;
}

/** Tests only: a fresh breaker, so one test's failures never leak into the next. */
export function resetCaldavBreaker(policy: CircuitBreakerPolicy = createCaldavBreaker()) {
  globalBreaker.lektioCaldavBreaker = policy;
}

/**
 * Runs a CalDAV exchange through the breaker. An open circuit and infrastructure failures become 503
 * SERVICE_UNAVAILABLE (the job engine retries those); the server's business answers (401, 403, 404,
 * 412) pass through as CaldavAnswerError for the caller.
 */
export async function callCaldav<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await caldavBreaker().execute(call);
  } catch (error) {
    if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
      throw new ServiceUnavailableError('The CalDAV server is unavailable, try again shortly');
    }
    if (isCaldavInfrastructureFailure(error)) {
      log.warn({ status: (error as { status?: number }).status }, 'caldav call failed');
      throw new ServiceUnavailableError('The CalDAV server did not answer properly, try again shortly');
    }
    throw error;
  }
}
