import type { Prisma } from '@/lib/core/db';
import type { TDiscountCode } from './schemas';

/** The columns the teacher's area reads of a code, one select for every read. */
export const discountCodeSelect = {
  id: true,
  code: true,
  description: true,
  type: true,
  value: true,
  currency: true,
  applicableServiceIds: true,
  validFrom: true,
  validUntil: true,
  maxUses: true,
  usesCount: true,
  maxUsesPerStudent: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.DiscountCodeSelect;

export type DiscountCodeRow = Prisma.DiscountCodeGetPayload<{ select: typeof discountCodeSelect }>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Row -> API shape: times as ISO strings. */
export const toDiscountCode = (row: DiscountCodeRow): TDiscountCode => ({
  ...row,
  validFrom: iso(row.validFrom),
  validUntil: iso(row.validUntil),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Live (not soft-deleted) code of one teacher: the `where` of every teacher-side read. */
export const ownDiscountCodeWhere = (teacherId: string, discountCodeId: string) =>
  ({ id: discountCodeId, teacherId, deletedAt: null }) as const;

/** ISO strings from a body -> the Date columns (null clears, undefined leaves alone). */
export const toDateColumn = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);
