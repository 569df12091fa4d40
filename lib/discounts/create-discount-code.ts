import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { db } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { assertOwnServices } from './assert-own-services';
import { discountCodeSelect, toDateColumn, toDiscountCode } from './discount-code-fields';
import { withoutInapplicableFields } from './discount-code-shape';
import type { TCreateDiscountCodeInput, TDiscountCode } from './schemas';

type CreateDiscountCode = { teacherId: string; input: TCreateDiscountCodeInput; meta?: RequestMeta };

/** A new code (active unless said otherwise). The same code twice for one teacher is a 409. */
export async function createDiscountCode({ teacherId, input, meta }: CreateDiscountCode): Promise<TDiscountCode> {
  await assertOwnServices(teacherId, input.applicableServiceIds);
  const { validFrom, validUntil, ...fields } = withoutInapplicableFields(input);
  let row;
  try {
    row = await db.discountCode.create({
      data: { ...fields, teacherId, validFrom: toDateColumn(validFrom), validUntil: toDateColumn(validUntil) },
      select: discountCodeSelect,
    });
  } catch (error) {
    // The unique index (teacherId, code) is the referee, so two concurrent creations cannot both win.
    if (isUniqueViolation(error)) throw new ConflictError(`You already have a discount code "${input.code}"`);
    throw error;
  }
  const discountCode = toDiscountCode(row);
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'discount_code.create',
    entity: { type: 'discount_code', id: discountCode.id },
    after: discountCode,
    request: meta,
  });
  return discountCode;
}
