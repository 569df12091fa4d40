import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { ownDiscountCodeWhere } from './discount-code-fields';

type DeleteDiscountCode = { teacherId: string; discountCodeId: string; meta?: RequestMeta; now?: Date };

/**
 * Soft-deletes a code. Its uses and the enrollments that redeemed it stay. The code itself is
 * released (renamed `<code>~<id prefix>`, which no visitor can type: `~` is not allowed in a code),
 * so the unique index (teacherId, code) lets the teacher create the same code again.
 */
export async function deleteDiscountCode({ teacherId, discountCodeId, meta, now = new Date() }: DeleteDiscountCode) {
  const current = await db.discountCode.findFirst({
    where: ownDiscountCodeWhere(teacherId, discountCodeId),
    select: { code: true },
  });
  if (!current) throw new NotFoundError('Discount code');
  const releasedCode = `${current.code}~${discountCodeId.slice(0, 8)}`;
  await transaction(async (tx) => {
    const { count } = await tx.discountCode.updateMany({
      where: ownDiscountCodeWhere(teacherId, discountCodeId),
      data: { deletedAt: now, code: releasedCode },
    });
    // Deleted meanwhile by another request: the same answer as a code that is not there.
    if (count === 0) throw new NotFoundError('Discount code');
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'discount_code.delete',
      entity: { type: 'discount_code', id: discountCodeId },
      before: { code: current.code, deletedAt: null },
      after: { code: releasedCode, deletedAt: now },
      request: meta,
    });
  });
}
