import type { Prisma } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { TPaymentFilters } from './schemas';

/** The `where` of a list or an export: always the teacher's own payments, then the filters. */
export function paymentWhere(teacherId: string, filters: TPaymentFilters): Prisma.PaymentWhereInput {
  const search = filters.search ? escapeLikePattern(filters.search) : undefined;
  return {
    teacherId,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from || filters.to
      ? {
          paidAt: {
            ...(filters.from ? { gte: new Date(filters.from) } : {}),
            ...(filters.to ? { lte: new Date(filters.to) } : {}),
          },
        }
      : {}),
    ...(search
      ? {
          student: {
            OR: [
              { name: { contains: search, mode: 'insensitive' } },
              { email: { contains: search, mode: 'insensitive' } },
            ],
          },
        }
      : {}),
  };
}
