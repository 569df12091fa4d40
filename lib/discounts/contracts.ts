/** Route contracts of discount codes: the teacher's CRUD and stats, and the visitor's validation. */
import { ZTeacherSlugParams } from '@/lib/catalogue/schemas';
import { ZPage } from '@/lib/core/pagination';
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreateDiscountCodeInput,
  ZDiscountCode,
  ZDiscountCodeIdParams,
  ZDiscountCodeStats,
  ZListDiscountCodesQuery,
  ZUpdateDiscountCodeInput,
  ZValidateDiscountInput,
  ZValidatedDiscount,
} from './schemas';

const codeTaken = { description: 'CONFLICT: the teacher already has a code with this name' };

export const listDiscountCodesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/discount-codes',
  summary: 'Discount codes of the signed-in teacher, newest first, with their recorded uses',
  tags: ['discounts'],
  auth: 'teacher',
  query: ZListDiscountCodesQuery,
  responses: { 200: { description: 'A page of codes', schema: ZPage(ZDiscountCode) } },
});

export const createDiscountCodeRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/discount-codes',
  summary: 'Create a discount code (stored upper-case; percentage 0-100 or a fixed amount with its currency)',
  tags: ['discounts'],
  auth: 'teacher',
  body: ZCreateDiscountCodeInput,
  responses: { 201: { description: 'The new code', schema: ZDiscountCode }, 409: codeTaken },
});

export const getDiscountCodeRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/discount-codes/{id}',
  summary: 'One discount code of the signed-in teacher',
  tags: ['discounts'],
  auth: 'teacher',
  params: ZDiscountCodeIdParams,
  responses: { 200: { description: 'The code', schema: ZDiscountCode } },
});

export const updateDiscountCodeRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/discount-codes/{id}',
  summary: 'Change fields of a discount code (maxUses never below the uses already recorded)',
  tags: ['discounts'],
  auth: 'teacher',
  params: ZDiscountCodeIdParams,
  body: ZUpdateDiscountCodeInput,
  responses: { 200: { description: 'The updated code', schema: ZDiscountCode }, 409: codeTaken },
});

export const deleteDiscountCodeRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/discount-codes/{id}',
  summary: 'Delete a discount code (soft delete; uses stay, the code name is released)',
  tags: ['discounts'],
  auth: 'teacher',
  params: ZDiscountCodeIdParams,
  responses: { 204: { description: 'Deleted' } },
});

export const getDiscountCodeStatsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/discount-codes/{id}/stats',
  summary: 'Usage of a discount code: uses, distinct students, discount given and revenue per currency, last use',
  tags: ['discounts'],
  auth: 'teacher',
  params: ZDiscountCodeIdParams,
  responses: { 200: { description: 'The stats', schema: ZDiscountCodeStats } },
});

export const validateDiscountRoute = defineRoute({
  method: 'POST',
  path: '/api/public/{slug}/validate-discount',
  summary:
    'What a discount code takes off a service. Checks in order: exists/active, dates, global limit, per-student limit, service',
  tags: ['public'],
  auth: 'public',
  rateLimit: 'public.validate-discount',
  params: ZTeacherSlugParams,
  body: ZValidateDiscountInput,
  responses: {
    200: { description: 'The code applies; amounts in the service currency', schema: ZValidatedDiscount },
    404: { description: 'NOT_FOUND: no such teacher, or the service cannot be bought here' },
    422: {
      description:
        'The first failing check: DISCOUNT_NOT_FOUND, DISCOUNT_INACTIVE, DISCOUNT_NOT_STARTED, DISCOUNT_EXPIRED, ' +
        'DISCOUNT_EXHAUSTED, DISCOUNT_STUDENT_LIMIT, DISCOUNT_NOT_APPLICABLE',
    },
  },
});
