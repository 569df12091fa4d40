/**
 * Zod schemas of discount codes: request inputs (client-safe, shared with the code editor) and
 * response shapes. Money is an integer in minor units with its currency beside it.
 */
import { z } from 'zod';
import { DiscountType } from '@/generated/prisma/enums';
import { ZPagination } from '@/lib/core/pagination';
import { ZIsoInstant } from '@/lib/core/time-schemas';
import { discountCodeShapeIssues } from './discount-code-shape';

export const discountCodePattern = /^[A-Z0-9_-]{3,32}$/;

/** Codes are compared case-insensitively by storing and looking them up upper-cased. */
export const normaliseDiscountCode = (code: string) => code.trim().toUpperCase();

export const ZDiscountCodeValue = z
  .string()
  .transform(normaliseDiscountCode)
  .pipe(z.string().regex(discountCodePattern, 'Use 3 to 32 letters, digits, hyphens or underscores'));

export const ZDiscountType = z.enum(DiscountType);
const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as EUR');

/** Every field a teacher edits; `usesCount` is not one of them (only payments move it). */
export const ZDiscountCodeFields = z
  .object({
    code: ZDiscountCodeValue,
    description: z.string().trim().max(500).nullable(),
    type: ZDiscountType,
    /** percentage: 0-100; fixed_amount: minor units. */
    value: z.number().int().min(0).max(100_000_000),
    /** Required for fixed_amount; ignored (stored null) for percentage. */
    currency: ZCurrencyCode.nullable(),
    /** The teacher's services; empty means every service. */
    applicableServiceIds: z
      .array(z.uuid())
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, 'The list repeats an id'),
    validFrom: ZIsoInstant.nullable(),
    validUntil: ZIsoInstant.nullable(),
    /** Global limit; null means unlimited. */
    maxUses: z.number().int().min(1).max(1_000_000).nullable(),
    maxUsesPerStudent: z.number().int().min(1).max(1000).nullable(),
    isActive: z.boolean(),
  })
  .strict();

/** POST /api/teacher/discount-codes: code, type and value are required. */
export const ZCreateDiscountCodeInput = ZDiscountCodeFields.partial()
  .required({ code: true, type: true, value: true })
  .superRefine((values, ctx) => {
    for (const issue of discountCodeShapeIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TCreateDiscountCodeInput = z.infer<typeof ZCreateDiscountCodeInput>;

/** PATCH /api/teacher/discount-codes/:id: any subset; the merged record is checked. */
export const ZUpdateDiscountCodeInput = ZDiscountCodeFields.partial();
export type TUpdateDiscountCodeInput = z.infer<typeof ZUpdateDiscountCodeInput>;

export const ZDiscountCodeIdParams = z.object({ id: z.uuid() }).strict();

export const ZListDiscountCodesQuery = ZPagination.extend({
  /** Part of the code, case-insensitive. */
  search: z.string().trim().max(32).optional(),
}).strict();
export type TListDiscountCodesQuery = z.infer<typeof ZListDiscountCodesQuery>;

// ---- Outputs ----

export const ZDiscountCode = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string().nullable(),
  type: ZDiscountType,
  value: z.number().int(),
  currency: z.string().length(3).nullable(),
  applicableServiceIds: z.array(z.uuid()),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  maxUses: z.number().int().nullable(),
  /** Redemptions recorded when payments were confirmed. */
  usesCount: z.number().int(),
  maxUsesPerStudent: z.number().int().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TDiscountCode = z.infer<typeof ZDiscountCode>;

const ZMoney = z.object({ amount: z.number().int(), currency: z.string().length(3) });

export const ZDiscountCodeStats = z.object({
  id: z.uuid(),
  code: z.string(),
  /** Recorded redemptions (one per paid enrollment). */
  usesCount: z.number().int(),
  distinctStudents: z.number().int(),
  /** Sum of the discounts given, per currency. */
  totalDiscount: z.array(ZMoney),
  /** pricePaid of the enrollments that redeemed the code, per currency. */
  revenue: z.array(ZMoney),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type TDiscountCodeStats = z.infer<typeof ZDiscountCodeStats>;

// ---- Public validation ----

export const ZValidateDiscountInput = z
  .object({
    /** Any string: a code that cannot exist is reported like an unknown one (DISCOUNT_NOT_FOUND). */
    code: z.string().trim().min(1, 'Enter a code').max(64).transform(normaliseDiscountCode),
    serviceId: z.uuid(),
    /** Lets the per-student limit apply to a visitor who is a known student but not signed in. */
    email: z.string().trim().toLowerCase().max(254).check(z.email('Enter a valid e-mail address')).optional(),
  })
  .strict();
export type TValidateDiscountInput = z.infer<typeof ZValidateDiscountInput>;

export const ZValidatedDiscount = z.object({
  code: z.string(),
  type: ZDiscountType,
  value: z.number().int(),
  /** The currency of the three amounts: the service's. */
  currency: z.string().length(3),
  /** The service's price before the discount. */
  priceAmount: z.number().int(),
  discountAmount: z.number().int(),
  /** Never below zero. */
  finalAmount: z.number().int(),
});
export type TValidatedDiscount = z.infer<typeof ZValidatedDiscount>;
