import 'server-only';
import { db } from '@/lib/core/db';
import { createCustomer } from '@/lib/integrations/psp/create-customer';

export type CheckoutPayer = { customerId: string } | { customerEmail: string };

/**
 * Who a checkout charges (decision 0129). Booked for someone else, the payer is the family's
 * processor customer on the teacher's account: `Family.pspCustomerId`, created on the first checkout
 * (idempotency key per family, so a retry never makes a second one) and kept; the processor then
 * sends its receipt to the payer's address. Otherwise the checkout is opened with the booker's address.
 * Throws what the processor throws (the caller releases its hold or reservation).
 */
export async function checkoutPayer(
  teacherId: string,
  accountId: string,
  payer: { familyId: string | null; email: string },
): Promise<CheckoutPayer> {
  if (!payer.familyId) return { customerEmail: payer.email };
  const family = await db.family.findFirst({
    where: { id: payer.familyId, teacherId },
    select: { id: true, payerName: true, payerEmail: true, pspCustomerId: true },
  });
  if (!family) return { customerEmail: payer.email };
  if (family.pspCustomerId) return { customerId: family.pspCustomerId };
  const customer = await createCustomer({
    accountId,
    email: family.payerEmail,
    name: family.payerName,
    metadata: { teacherId, familyId: family.id },
    idempotencyKey: `family-customer:${family.id}`,
  });
  // Two first checkouts of one family at once get the same customer (same key); the first write stays.
  await db.family.updateMany({
    where: { id: family.id, teacherId, pspCustomerId: null },
    data: { pspCustomerId: customer.id },
  });
  return { customerId: customer.id };
}
