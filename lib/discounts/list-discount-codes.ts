import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { discountCodeSelect, toDiscountCode } from './discount-code-fields';
import type { TDiscountCode, TListDiscountCodesQuery } from './schemas';

/** The teacher's live codes, newest first, each with its recorded uses (`usesCount`). */
export async function listDiscountCodes({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListDiscountCodesQuery;
}): Promise<Page<TDiscountCode>> {
  const where: Prisma.DiscountCodeWhereInput = {
    teacherId,
    deletedAt: null,
    ...(query.search ? { code: { contains: escapeLikePattern(query.search), mode: 'insensitive' } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.discountCode.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      select: discountCodeSelect,
      ...pageWindow(query),
    }),
    db.discountCode.count({ where }),
  ]);
  return toPage(rows.map(toDiscountCode), total, query);
}
