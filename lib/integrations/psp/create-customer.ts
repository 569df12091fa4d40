import 'server-only';
import { callProcessor } from './circuit-breaker';
import { stripeClient } from './stripe-client';

export type CreateCustomerInput = {
  /** The teacher's connected account: the customer is theirs. */
  accountId: string;
  email: string;
  name: string;
  metadata: Record<string, string>;
  /** Same key, same customer: a retried request never creates a second one. */
  idempotencyKey: string;
};

/**
 * A customer on the teacher's connected account (through the circuit breaker): the person who pays,
 * whose address the processor sends receipts to. A family's payer is one (decision 0129).
 */
export async function createCustomer(input: CreateCustomerInput): Promise<{ id: string }> {
  const customer = await callProcessor(() =>
    stripeClient().customers.create(
      { email: input.email, name: input.name, metadata: input.metadata },
      { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
    ),
  );
  return { id: customer.id };
}
