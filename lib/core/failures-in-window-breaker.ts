/**
 * The breaker policy both vendor circuits use (the payment processor's in lib/integrations/psp,
 * Google's in lib/integrations/google): here so that neither adapter imports the other.
 */
import { CircuitState, type IBreaker } from 'cockatiel';

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
