import { AppError } from '@/lib/core/errors';

/**
 * What the receiver answers when a handler fails, whatever it threw: a typed domain error (409,
 * 422...), a Prisma conflict, a processor outage (503) or an event that waits for an earlier one.
 * Always 500 (spec, Errors: "record of the event is removed, HTTP 500 so the processor retries"),
 * never a 4xx that the processor would take as final. The cause is logged where it is caught.
 */
export class WebhookNotProcessedError extends AppError {
  constructor(event: { id: string; type: string }, reason: 'not_ready' | 'failed') {
    super(
      500,
      'INTERNAL',
      reason === 'not_ready'
        ? `Event ${event.id} (${event.type}) refers to something not recorded yet; retry later`
        : `Event ${event.id} (${event.type}) could not be processed; retry later`,
    );
  }
}
