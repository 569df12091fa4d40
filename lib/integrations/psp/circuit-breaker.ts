import 'server-only';
import {
  BrokenCircuitError,
  CircuitState,
  circuitBreaker,
  handleWhen,
  IsolatedCircuitError,
  type CircuitBreakerPolicy,
  type IBreaker,
} from 'cockatiel';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import { isInfrastructureFailure } from './is-infrastructure-failure';

/** Spec, Limits: 3 failures in 30 s open the circuit; 15 s later one trial call is let through. */
export const breakerFailureThreshold = 3;
export const breakerWindowMs = 30_000;
export const breakerHalfOpenAfterMs = 15_000;

/**
 * "N failures within a window" (cockatiel's CountBreaker counts a ratio over N calls, the
 * ConsecutiveBreaker ignores time). Failures older than the window are forgotten; a success does not
 * wipe recent failures, so alternating success and failure still opens it. In half-open, the one
 * trial call decides (cockatiel makes concurrent callers wait for it): a failure re-opens, a success
 * closes and forgets.
 */
export class FailuresInWindowBreaker implements IBreaker {
  state: { failures: number[] } = { failures: [] };

  constructor(
    private readonly threshold: number,
    private readonly windowMs: number,
    // Cockatiel times half-open with Date.now(); the same clock here keeps fake-clock tests coherent.
    private readonly now: () => number = () => Date.now(),
  ) {}

  success(state: CircuitState) {
    if (state === CircuitState.HalfOpen) this.state = { failures: [] };
  }

  failure(state: CircuitState): boolean {
    if (state === CircuitState.HalfOpen) return true;
    const now = this.now();
    this.state = { failures: [...this.state.failures.filter((at) => now - at < this.windowMs), now] };
    return this.state.failures.length >= this.threshold;
  }
}

export function createProcessorBreaker(now?: () => number): CircuitBreakerPolicy {
  const policy = circuitBreaker(handleWhen(isInfrastructureFailure), {
    halfOpenAfter: breakerHalfOpenAfterMs,
    breaker: new FailuresInWindowBreaker(breakerFailureThreshold, breakerWindowMs, now),
  });
  policy.onBreak(() => log.warn('payment processor circuit opened'));
  policy.onReset(() => log.info('payment processor circuit closed'));
  return policy;
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
