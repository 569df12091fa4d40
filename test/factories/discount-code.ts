import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { type DbClient, uniqueSuffix } from './support';

type DiscountCodeInput = { teacherId: string } & Partial<Prisma.DiscountCodeUncheckedCreateInput>;

/** An active 10 % code for every service unless overridden. Codes are stored upper-cased. */
export function createDiscountCode({ teacherId, ...overrides }: DiscountCodeInput, client: DbClient = db) {
  return client.discountCode.create({
    data: {
      teacherId,
      code: `SAVE${uniqueSuffix()}`.toUpperCase(),
      description: '10 % off',
      type: 'percentage',
      value: 10,
      ...overrides,
    },
  });
}
