import type { ErrorDetail } from '@/lib/core/errors';

/** A refused call of our API: the documented error body, with its status (0 when the network failed). */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRefusal';
  }
}

export const unreachable = () =>
  new ApiRefusal(0, 'NETWORK', 'Lektio could not be reached. Check your connection and try again.');

/** "Try again in 42 minutes" from a Retry-After in seconds. */
export function waitMessage(seconds: number | undefined): string {
  if (!seconds) return 'Try again in a little while.';
  if (seconds < 90) return `Try again in ${Math.ceil(seconds)} seconds.`;
  return `Try again in ${Math.ceil(seconds / 60)} minutes.`;
}

/** The refusal's own message, or `fallback` for anything that is not a refusal. */
export const refusalMessage = (error: unknown, fallback: string) =>
  error instanceof ApiRefusal && error.message ? error.message : fallback;
