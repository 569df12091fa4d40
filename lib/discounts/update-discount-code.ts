import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnServices } from './assert-own-services';
import { discountCodeSelect, ownDiscountCodeWhere, toDateColumn, toDiscountCode } from './discount-code-fields';
import { discountCodeShapeIssues, withoutInapplicableFields } from './discount-code-shape';
import type { TDiscountCode, TUpdateDiscountCodeInput } from './schemas';

type UpdateDiscountCode = {
  teacherId: string;
  discountCodeId: string;
  input: TUpdateDiscountCodeInput;
  meta?: RequestMeta;
};

/**
 * Changes any subset of a code's fields; the rules between fields are checked on the record as it
 * will be. `maxUses` may not drop below the uses already recorded: the write itself carries that
 * condition, so a payment recorded meanwhile cannot slip under it.
 */
export async function updateDiscountCode({
  teacherId,
  discountCodeId,
  input,
  meta,
}: UpdateDiscountCode): Promise<TDiscountCode> {
  const current = await db.discountCode.findFirst({
    where: ownDiscountCodeWhere(teacherId, discountCodeId),
    select: discountCodeSelect,
  });
  if (!current) throw new NotFoundError('Discount code');
  const before = toDiscountCode(current);
  await assertOwnServices(teacherId, input.applicableServiceIds);

  const merged = withoutInapplicableFields({ ...before, ...input });
  const issues = discountCodeShapeIssues(merged);
  if (issues.length) {
    throw new ValidationError(
      'The request is not valid',
      issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }

  const { validFrom, validUntil, ...fields } = input;
  let after: TDiscountCode | null;
  try {
    after = await transaction(async (tx) => {
      const [row] = await tx.discountCode.updateManyAndReturn({
        where: {
          ...ownDiscountCodeWhere(teacherId, discountCodeId),
          ...(typeof input.maxUses === 'number' ? { usesCount: { lte: input.maxUses } } : {}),
        },
        data: {
          ...fields,
          currency: merged.currency,
          validFrom: toDateColumn(validFrom),
          validUntil: toDateColumn(validUntil),
        },
        select: discountCodeSelect,
      });
      if (!row) return null;
      const updated = toDiscountCode(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'discount_code.update',
        entity: { type: 'discount_code', id: discountCodeId },
        before,
        after: updated,
        request: meta,
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`You already have a discount code "${input.code}"`);
    throw error;
  }
  if (!after) throw await whyNotUpdated(teacherId, discountCodeId);
  return after;
}

/** The conditional write matched nothing: the code is gone, or its uses passed the new limit. */
async function whyNotUpdated(teacherId: string, discountCodeId: string) {
  const now = await db.discountCode.findFirst({
    where: ownDiscountCodeWhere(teacherId, discountCodeId),
    select: { usesCount: true },
  });
  if (!now) return new NotFoundError('Discount code');
  return new ValidationError('The request is not valid', [
    { path: 'maxUses', message: `The code has already been used ${now.usesCount} times` },
  ]);
}
