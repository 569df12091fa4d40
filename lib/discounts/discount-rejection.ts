import { BusinessRuleError } from '@/lib/core/errors';

/** Why a code cannot be used, one code per check of the spec's "Discount validation", in its order. */
export const discountRejectionMessages = {
  DISCOUNT_NOT_FOUND: 'This discount code does not exist',
  DISCOUNT_INACTIVE: 'This discount code is not active',
  DISCOUNT_NOT_STARTED: 'This discount code is not valid yet',
  DISCOUNT_EXPIRED: 'This discount code has expired',
  DISCOUNT_EXHAUSTED: 'This discount code has been used up',
  DISCOUNT_STUDENT_LIMIT: 'You have already used this discount code as many times as allowed',
  DISCOUNT_NOT_APPLICABLE: 'This discount code does not apply to this service',
} as const;

export type DiscountRejection = keyof typeof discountRejectionMessages;

/** 422 with the rejection as its code (ARCHITECTURE.md §5: business-rule codes). */
export class DiscountRejectedError extends BusinessRuleError {
  constructor(readonly reason: DiscountRejection) {
    super(reason, discountRejectionMessages[reason]);
  }
}
