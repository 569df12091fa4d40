import { learnerRefusalCodes } from '@/components/booking/booking-for-form';

const discountRefusalCodes = [
  'DISCOUNT_NOT_FOUND',
  'DISCOUNT_INACTIVE',
  'DISCOUNT_NOT_STARTED',
  'DISCOUNT_EXPIRED',
  'DISCOUNT_EXHAUSTED',
  'DISCOUNT_STUDENT_LIMIT',
  'DISCOUNT_NOT_APPLICABLE',
];

/** Refusals of a purchase shown on the buyer's fields rather than for the whole form (useApiForm's `codeFields`). */
export const buyerCodeFields = {
  ...Object.fromEntries(discountRefusalCodes.map((code) => [code, 'discountCode' as const])),
  ...Object.fromEntries(learnerRefusalCodes.map((code) => [code, 'bookingFor.email' as const])),
};
