import 'server-only';
import type { StudentSession } from '@/lib/auth/read-student-session';
import { findPurchasableService } from '@/lib/catalogue/find-purchasable-service';
import { serviceListPrice } from '@/lib/catalogue/service-list-price';
import { evaluateDiscountCode } from './evaluate-discount-code';
import { identifyKnownStudent } from './identify-known-student';
import type { TValidateDiscountInput, TValidatedDiscount } from './schemas';

type ValidateDiscount = { teacherSlug: string; input: TValidateDiscountInput; session: StudentSession | null };

/**
 * POST /api/public/:slug/validate-discount: what a code would take off a service's price, for the
 * visitor's preview. The service must be one the visitor could buy (else 404); then the spec's
 * checks run in order and the first failure is a 422 with its code. Nothing is reserved or recorded.
 */
export async function validateDiscount({ teacherSlug, input, session }: ValidateDiscount): Promise<TValidatedDiscount> {
  const service = await findPurchasableService(teacherSlug, input.serviceId);
  const teacherId = service.teacher.id;
  const studentId = await identifyKnownStudent({ teacherId, session, email: input.email });
  const price = serviceListPrice(service);
  const { discount, discountAmount, finalAmount } = await evaluateDiscountCode({
    teacherId,
    code: input.code,
    service: { id: service.id, price },
    studentId,
  });
  return {
    code: discount.code,
    type: discount.type,
    value: discount.value,
    currency: price.currency,
    priceAmount: price.amount,
    discountAmount,
    finalAmount,
  };
}
