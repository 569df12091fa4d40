import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { ownDiscountCodeWhere } from './discount-code-fields';
import type { TDiscountCodeStats } from './schemas';

type Money = { amount: number; currency: string };
const byCurrency = (rows: { currency: string; amount: number | null }[]): Money[] =>
  rows
    .map((row) => ({ currency: row.currency, amount: row.amount ?? 0 }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

/**
 * Usage of one live code of the teacher, from its recorded redemptions (one per paid enrollment):
 * how often, by how many students, how much it gave away and what those enrollments brought in.
 */
export async function getDiscountCodeStats({
  teacherId,
  discountCodeId,
}: {
  teacherId: string;
  discountCodeId: string;
}): Promise<TDiscountCodeStats> {
  const discountCode = await db.discountCode.findFirst({
    where: ownDiscountCodeWhere(teacherId, discountCodeId),
    select: { id: true, code: true },
  });
  if (!discountCode) throw new NotFoundError('Discount code');
  const uses = { teacherId, discountCodeId };

  const [totals, students, discounts, revenue] = await Promise.all([
    db.discountCodeUse.aggregate({ where: uses, _count: { _all: true }, _max: { createdAt: true } }),
    db.discountCodeUse.groupBy({ where: uses, by: ['studentId'] }),
    db.discountCodeUse.groupBy({ where: uses, by: ['currency'], _sum: { amount: true } }),
    db.enrollment.groupBy({
      where: { teacherId, discountUse: { is: { discountCodeId } } },
      by: ['currency'],
      _sum: { pricePaid: true },
    }),
  ]);
  return {
    id: discountCode.id,
    code: discountCode.code,
    usesCount: totals._count._all,
    distinctStudents: students.length,
    totalDiscount: byCurrency(discounts.map((row) => ({ currency: row.currency, amount: row._sum.amount }))),
    revenue: byCurrency(revenue.map((row) => ({ currency: row.currency, amount: row._sum.pricePaid }))),
    lastUsedAt: totals._max.createdAt?.toISOString() ?? null,
  };
}
