import { circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import {
  breakerFailureThreshold,
  breakerHalfOpenAfterMs,
  breakerWindowMs,
  FailuresInWindowBreaker,
} from './failures-in-window-breaker';
import { log } from './log';

/**
 * The house circuit for a vendor (processor, Google, CalDAV): 3 infrastructure failures in 30 s open
 * it, 15 s later one call may try again. `isFailure` says which errors count; `name` goes in the log.
 */
export function createWindowedCircuitBreaker(
  name: string,
  isFailure: (error: unknown) => boolean,
  now?: () => number,
): CircuitBreakerPolicy {
  const policy = circuitBreaker(handleWhen(isFailure), {
    halfOpenAfter: breakerHalfOpenAfterMs,
    breaker: new FailuresInWindowBreaker(breakerFailureThreshold, breakerWindowMs, now),
  });
  policy.onBreak(() => log.warn(`${name} circuit opened`));
  policy.onReset(() => log.info(`${name} circuit closed`));
  return policy;
}
