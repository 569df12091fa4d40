import 'server-only';
import { BusinessRuleError } from '@/lib/core/errors';
import type { Prisma } from '@/lib/core/db';
import { evaluateDiscountCode, type EvaluatedDiscount } from '@/lib/discounts/evaluate-discount-code';
import { serviceListPrice, type PricedService } from '@/lib/catalogue/service-list-price';

type PriceEnrollment = {
  service: PricedService & { id: string; teacher: { id: string } };
  discountCode?: string;
  /** The known student, for the per-student limit; null for a new visitor. */
  studentId: string | null;
};

export type EnrollmentPrice = {
  currency: string;
  /** What the checkout charges: the list price less the discount. */
  amount: number;
  discount: EvaluatedDiscount | null;
};

/**
 * What the checkout will charge. A code is checked again here (the visitor's earlier preview proves
 * nothing) and its amount taken off. Nothing is charged when there is nothing to charge: 0 or less is
 * refused before any checkout exists (422 PRICE_NOT_SET), a free service and a 100 % code alike.
 */
export async function priceEnrollment(
  { service, discountCode, studentId }: PriceEnrollment,
  client?: Prisma.TransactionClient,
): Promise<EnrollmentPrice> {
  const price = serviceListPrice(service);
  const discount = discountCode
    ? await evaluateDiscountCode(
        {
          teacherId: service.teacher.id,
          code: discountCode,
          service: { id: service.id, price },
          studentId,
        },
        client,
      )
    : null;
  const amount = discount ? discount.finalAmount : price.amount;
  if (amount <= 0) {
    throw new BusinessRuleError(
      'PRICE_NOT_SET',
      'There is nothing to pay for this service, so it cannot go to checkout',
    );
  }
  return { currency: price.currency, amount, discount };
}
