import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { DbClient } from './support';

type PaymentInput = { teacherId: string } & Partial<Prisma.PaymentUncheckedCreateInput>;

/** A succeeded payment of 100.00 EUR, paid now, unless overridden. */
export function createPayment({ teacherId, ...overrides }: PaymentInput, client: DbClient = db) {
  return client.payment.create({
    data: {
      teacherId,
      kind: 'enrollment',
      amount: 10_000,
      currency: 'EUR',
      status: 'succeeded',
      paidAt: new Date(),
      ...overrides,
    },
  });
}
