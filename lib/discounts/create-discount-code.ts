import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnServices } from './assert-own-services';
import { discountCodeSelect, toDateColumn, toDiscountCode } from './discount-code-fields';
import { withoutInapplicableFields } from './discount-code-shape';
import type { TCreateDiscountCodeInput, TDiscountCode } from './schemas';

type CreateDiscountCode = { teacherId: string; input: TCreateDiscountCodeInput; meta?: RequestMeta };

/** A new code (active unless said otherwise). The same code twice for one teacher is a 409. */
export async function createDiscountCode({ teacherId, input, meta }: CreateDiscountCode): Promise<TDiscountCode> {
  await assertOwnServices(teacherId, input.applicableServiceIds);
  const { validFrom, validUntil, ...fields } = withoutInapplicableFields(input);
  try {
    return await transaction(async (tx) => {
      const row = await tx.discountCode.create({
        data: { ...fields, teacherId, validFrom: toDateColumn(validFrom), validUntil: toDateColumn(validUntil) },
        select: discountCodeSelect,
      });
      const discountCode = toDiscountCode(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'discount_code.create',
        entity: { type: 'discount_code', id: discountCode.id },
        after: discountCode,
        request: meta,
      });
      return discountCode;
    });
  } catch (error) {
    // The unique index (teacherId, code) is the referee, so two concurrent creations cannot both win.
    if (isUniqueViolation(error)) throw new ConflictError(`You already have a discount code "${input.code}"`);
    throw error;
  }
}
