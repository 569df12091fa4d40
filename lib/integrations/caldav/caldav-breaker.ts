import 'server-only';
import { BrokenCircuitError, IsolatedCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import { createWindowedCircuitBreaker } from '@/lib/core/windowed-circuit-breaker';
import { isCaldavInfrastructureFailure } from './caldav-errors';

/** The house policy (3 failures in 30 s open, 15 s half-open), one circuit per CalDAV server. */
export function createCaldavBreaker(now?: () => number): CircuitBreakerPolicy {
  return createWindowedCircuitBreaker('caldav', isCaldavInfrastructureFailure, now);
}

// One circuit per CalDAV server: teachers use different servers (iCloud, Fastmail, their own), and one
// server that fails must not cut the others off.
const globalBreakers = globalThis as typeof globalThis & { lektioCaldavBreakers?: Map<string, CircuitBreakerPolicy> };

const serverOf = (serverUrl: string) => {
  try {
    return new URL(serverUrl).origin;
  } catch {
    return serverUrl;
  }
};

export function caldavBreaker(serverUrl: string): CircuitBreakerPolicy {
  const breakers = (globalBreakers.lektioCaldavBreakers ??= new Map());
  const server = serverOf(serverUrl);
  let breaker = breakers.get(server);
  if (!breaker) breakers.set(server, (breaker = createCaldavBreaker()));
  return breaker;
}

/** Tests only: fresh breakers, so one test's failures never leak into the next. */
export function resetCaldavBreaker() {
  globalBreakers.lektioCaldavBreakers = new Map();
}

/**
 * Runs a CalDAV exchange through the breaker. An open circuit and infrastructure failures become 503
 * SERVICE_UNAVAILABLE (the job engine retries those); the server's business answers (401, 403, 404,
 * 412) pass through as CaldavAnswerError for the caller.
 */
export async function callCaldav<T>(serverUrl: string, call: () => Promise<T>): Promise<T> {
  try {
    return await caldavBreaker(serverUrl).execute(call);
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
