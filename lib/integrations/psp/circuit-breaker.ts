import 'server-only';
import { BrokenCircuitError, IsolatedCircuitError, type CircuitBreakerPolicy } from 'cockatiel';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { createWindowedCircuitBreaker } from '@/lib/core/windowed-circuit-breaker';
import { log } from '@/lib/core/log';
import { isInfrastructureFailure } from './is-infrastructure-failure';

export function createProcessorBreaker(now?: () => number): CircuitBreakerPolicy {
  return createWindowedCircuitBreaker('payment processor', isInfrastructureFailure, now);
}

/**
 * Runs `call` through `policy`. An open circuit, and any infrastructure failure of the call itself,
 * becomes 503 SERVICE_UNAVAILABLE; business errors (card declined, invalid request) pass through
 * for the caller to explain.
 */
export async function throughBreaker<T>(policy: CircuitBreakerPolicy, call: () => Promise<T>): Promise<T> {
  try {
    return await policy.execute(call);
  } catch (error) {
    if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
      throw new ServiceUnavailableError('The payment processor is unavailable, try again shortly');
    }
    if (isInfrastructureFailure(error)) {
      log.warn({ err: error }, 'payment processor call failed');
      throw new ServiceUnavailableError('The payment processor did not answer properly, try again shortly');
    }
    throw error;
  }
}

// One breaker per process, shared by every processor call (the processor is one dependency).
const globalBreaker = globalThis as typeof globalThis & { lektioProcessorBreaker?: CircuitBreakerPolicy };

export function processorBreaker(): CircuitBreakerPolicy {
  globalBreaker.lektioProcessorBreaker ??= createProcessorBreaker();
  return globalBreaker.lektioProcessorBreaker;
}

/** Tests only: a fresh breaker, so one test's failures never leak into the next. */
export function resetProcessorBreaker(policy: CircuitBreakerPolicy = createProcessorBreaker()) {
  globalBreaker.lektioProcessorBreaker = policy;
}

/** Every adapter call goes through here. */
export const callProcessor = <T>(call: () => Promise<T>): Promise<T> => throughBreaker(processorBreaker(), call);
