/**
 * The price after a discount code, in minor units. Pure: the same maths for the visitor's preview
 * (validate-discount) and for the amount the checkout charges (enroll).
 */
export type DiscountTerms = { type: 'percentage' | 'fixed_amount'; value: number; currency: string | null };
export type Price = { amount: number; currency: string };

export type AppliedDiscount =
  | { applicable: true; discountAmount: number; finalAmount: number }
  /** A fixed amount in another currency than the price: there is no rate to convert with. */
  | { applicable: false };

/** `amount * percent / 100` rounded half-up to a whole minor unit (integers only: no float drift). */
const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

export function applyDiscount(price: Price, discount: DiscountTerms): AppliedDiscount {
  let discountAmount: number;
  if (discount.type === 'percentage') {
    discountAmount = percentOf(price.amount, discount.value);
  } else {
    if (discount.currency !== price.currency) return { applicable: false };
    discountAmount = discount.value;
  }
  // The price never goes below zero, and the discount given is never more than the price.
  discountAmount = Math.min(Math.max(discountAmount, 0), Math.max(price.amount, 0));
  return { applicable: true, discountAmount, finalAmount: price.amount - discountAmount };
}
