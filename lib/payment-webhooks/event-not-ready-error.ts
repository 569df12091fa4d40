/**
 * The event refers to something we have not recorded yet (events arrive in any order: a refund can
 * overtake the checkout it refunds). The delivery fails with 500 and the processor retries later,
 * by which time the earlier event has been processed. Logged as info, not as an error.
 */
export class EventNotReadyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventNotReadyError';
  }
}
