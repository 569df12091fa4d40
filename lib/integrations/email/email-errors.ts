import { ServiceUnavailableError } from '@/lib/core/errors';

/**
 * The provider refused or could not be reached. The outbox row is marked `failed` first, so the
 * message is kept for a retry; a caller that lets this through answers 503 SERVICE_UNAVAILABLE.
 */
export class EmailDeliveryError extends ServiceUnavailableError {
  constructor(
    readonly outboxId: string,
    readonly reason: string,
  ) {
    super('We could not send the e-mail, try again shortly');
  }
}

/**
 * Production without RESEND_API_KEY: a deployment mistake, not a user error. Kept a plain Error so
 * that it surfaces as a logged 500 instead of pretending the message went out.
 */
export class EmailNotConfiguredError extends Error {
  constructor() {
    super('E-mail delivery is not configured: set RESEND_API_KEY (the outbox stand-in is refused in production)');
    this.name = 'EmailNotConfiguredError';
  }
}
