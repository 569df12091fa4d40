import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { heldReservation } from '@/lib/enrollment-facts/held-reservation';
import type { Price } from './apply-discount';
import { checkDiscountCode } from './check-discount-code';
import { DiscountRejectedError } from './discount-rejection';

type EvaluateDiscountCode = {
  teacherId: string;
  /** Already normalised (upper case). */
  code: string;
  service: { id: string; price: Price };
  /** Null when the buyer is not known: the per-student limit is then not checked. */
  studentId: string | null;
  now?: Date;
};

const discountSelect = {
  id: true,
  code: true,
  type: true,
  value: true,
  currency: true,
  isActive: true,
  deletedAt: true,
  validFrom: true,
  validUntil: true,
  maxUses: true,
  usesCount: true,
  maxUsesPerStudent: true,
  applicableServiceIds: true,
} as const satisfies Prisma.DiscountCodeSelect;

/**
 * Reads a teacher's code and runs the spec's checks on it for one service (and buyer). Only the
 * teacher's own codes are looked at, so another teacher's code is DISCOUNT_NOT_FOUND here.
 * The limits count confirmed uses and the uses reserved by checkouts in progress, so a code
 * with one use left is refused to a second buyer while the first one pays (0013). Taking a
 * reservation calls this under the code's row lock (start-enrollment-checkout).
 * Throws DiscountRejectedError (422, the failing check as its code) or returns the amounts.
 */
export async function evaluateDiscountCode(
  { teacherId, code, service, studentId, now = new Date() }: EvaluateDiscountCode,
  client: Prisma.TransactionClient = db,
) {
  const found = await client.discountCode.findUnique({
    where: { teacherId_code: { teacherId, code } },
    select: discountSelect,
  });
  const discount = found && { ...found, usesCount: found.usesCount + (await reservedUses(client, teacherId, found)) };
  const studentUses =
    discount && studentId && discount.maxUsesPerStudent !== null
      ? (await client.discountCodeUse.count({ where: { discountCodeId: discount.id, studentId } })) +
        (await reservedUses(client, teacherId, discount, studentId))
      : null;
  const result = checkDiscountCode({ discount, service, studentUses, now });
  if (!result.ok) throw new DiscountRejectedError(result.reason);
  const { id, type, value } = result.discount;
  return {
    discount: { id, code: result.discount.code, type, value },
    discountAmount: result.discountAmount,
    finalAmount: result.finalAmount,
  };
}

/** Uses held by checkouts in progress (of one student when given); not counted when nothing limits them. */
async function reservedUses(
  client: Prisma.TransactionClient,
  teacherId: string,
  discount: { id: string; maxUses: number | null; maxUsesPerStudent: number | null },
  studentId?: string,
) {
  if (studentId === undefined ? discount.maxUses === null : discount.maxUsesPerStudent === null) return 0;
  return client.enrollment.count({
    where: { teacherId, discountCodeId: discount.id, ...heldReservation, ...(studentId ? { studentId } : {}) },
  });
}

export type EvaluatedDiscount = Awaited<ReturnType<typeof evaluateDiscountCode>>;
