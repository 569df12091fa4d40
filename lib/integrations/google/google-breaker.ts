import 'server-only';
import { BrokenCircuitError, IsolatedCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import { createWindowedCircuitBreaker } from '@/lib/core/windowed-circuit-breaker';

/** Google answered 5xx or 429, or did not answer at all (timeout, refused connection). */
export function isGoogleInfrastructureFailure(error: unknown): boolean {
  const candidate = error as { status?: unknown; response?: { status?: unknown } } | null;
  const status = candidate?.response?.status ?? candidate?.status;
  if (typeof status === 'number') return status >= 500 || status === 429;
  // gaxios wraps the transport error (a timeout is an AbortError) in `cause`.
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const { name, code, cause } = current as { name?: unknown; code?: unknown; cause?: unknown };
    if (name === 'AbortError' || name === 'TimeoutError') return true;
    if (typeof code === 'string' && /^(ETIMEDOUT|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|UND_ERR)/.test(code)) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** The processor's policy (3 failures in 30 s open, 15 s half-open), for Google as one dependency. */
export function createGoogleBreaker(now?: () => number): CircuitBreakerPolicy {
  return createWindowedCircuitBreaker('google', isGoogleInfrastructureFailure, now);
}

const globalBreaker = globalThis as typeof globalThis & { lektioGoogleBreaker?: CircuitBreakerPolicy };

export function googleBreaker(): CircuitBreakerPolicy {
  globalBreaker.lektioGoogleBreaker ??= createGoogleBreaker();
  return globalBreaker.lektioGoogleBreaker;
}

/** Tests only: a fresh breaker, so one test's failures never leak into the next. */
export function resetGoogleBreaker(policy: CircuitBreakerPolicy = createGoogleBreaker()) {
  globalBreaker.lektioGoogleBreaker = policy;
}

/**
 * Runs a Google API call through the breaker. An open circuit and infrastructure failures become
 * 503 SERVICE_UNAVAILABLE (the job engine retries those); Google's business answers (404, 409, 410)
 * pass through for the caller.
 */
export async function callGoogle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await googleBreaker().execute(call);
  } catch (error) {
    if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
      throw new ServiceUnavailableError('Google is unavailable, try again shortly');
    }
    if (isGoogleInfrastructureFailure(error)) {
      log.warn({ status: (error as { status?: number }).status }, 'google call failed');
      throw new ServiceUnavailableError('Google did not answer properly, try again shortly');
    }
    throw error;
  }
}
