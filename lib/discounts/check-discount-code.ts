import { applyDiscount, type DiscountTerms, type Price } from './apply-discount';
import type { DiscountRejection } from './discount-rejection';

export type DiscountCandidate = DiscountTerms & {
  isActive: boolean;
  deletedAt: Date | null;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  usesCount: number;
  maxUsesPerStudent: number | null;
  /** Empty means every service. */
  applicableServiceIds: readonly string[];
};

export type DiscountCheckInput<D extends DiscountCandidate> = {
  /** The teacher's code with that name, or null. */
  discount: D | null;
  service: { id: string; price: Price };
  /** Redemptions by the student, or null when the student is not known (then the check is skipped). */
  studentUses: number | null;
  now: Date;
};

export type DiscountCheck<D extends DiscountCandidate> =
  { ok: true; discount: D; discountAmount: number; finalAmount: number } | { ok: false; reason: DiscountRejection };

/**
 * The spec's checks in the spec's order; the first that fails is the answer, so a code that is both
 * expired and used up reports DISCOUNT_EXPIRED. Validity is inclusive at both ends. Pure: the
 * caller reads the code and the student's uses.
 */
export function checkDiscountCode<D extends DiscountCandidate>({
  discount,
  service,
  studentUses,
  now,
}: DiscountCheckInput<D>): DiscountCheck<D> {
  const refuse = (reason: DiscountRejection): DiscountCheck<D> => ({ ok: false, reason });
  // A soft-deleted code is gone for the visitor: reported like one that never existed.
  if (!discount || discount.deletedAt) return refuse('DISCOUNT_NOT_FOUND');
  if (!discount.isActive) return refuse('DISCOUNT_INACTIVE');
  if (discount.validFrom && now < discount.validFrom) return refuse('DISCOUNT_NOT_STARTED');
  if (discount.validUntil && now > discount.validUntil) return refuse('DISCOUNT_EXPIRED');
  if (discount.maxUses !== null && discount.usesCount >= discount.maxUses) return refuse('DISCOUNT_EXHAUSTED');
  if (discount.maxUsesPerStudent !== null && studentUses !== null && studentUses >= discount.maxUsesPerStudent) {
    return refuse('DISCOUNT_STUDENT_LIMIT');
  }
  const forService = discount.applicableServiceIds.length === 0 || discount.applicableServiceIds.includes(service.id);
  if (!forService) return refuse('DISCOUNT_NOT_APPLICABLE');
  const applied = applyDiscount(service.price, discount);
  if (!applied.applicable) return refuse('DISCOUNT_NOT_APPLICABLE');
  return { ok: true, discount, discountAmount: applied.discountAmount, finalAmount: applied.finalAmount };
}
