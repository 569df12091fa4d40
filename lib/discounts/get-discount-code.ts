import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { discountCodeSelect, ownDiscountCodeWhere, toDiscountCode } from './discount-code-fields';
import type { TDiscountCode } from './schemas';

/** One live code of the teacher; another teacher's, or a deleted one, is reported as missing. */
export async function getDiscountCode({
  teacherId,
  discountCodeId,
}: {
  teacherId: string;
  discountCodeId: string;
}): Promise<TDiscountCode> {
  const row = await db.discountCode.findFirst({
    where: ownDiscountCodeWhere(teacherId, discountCodeId),
    select: discountCodeSelect,
  });
  if (!row) throw new NotFoundError('Discount code');
  return toDiscountCode(row);
}
