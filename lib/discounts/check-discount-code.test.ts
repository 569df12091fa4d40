import { describe, expect, it } from 'vitest';
import { checkDiscountCode, type DiscountCandidate } from './check-discount-code';

const now = new Date('2026-06-15T12:00:00Z');
const serviceId = '00000000-0000-4000-8000-000000000001';
const otherServiceId = '00000000-0000-4000-8000-000000000002';
const service = { id: serviceId, price: { amount: 10_000, currency: 'EUR' } };

/** A code that passes every check; each test breaks one thing. */
const valid: DiscountCandidate = {
  type: 'percentage',
  value: 20,
  currency: null,
  isActive: true,
  deletedAt: null,
  validFrom: new Date('2026-06-01T00:00:00Z'),
  validUntil: new Date('2026-06-30T23:59:59Z'),
  maxUses: 5,
  usesCount: 4,
  maxUsesPerStudent: 1,
  applicableServiceIds: [serviceId],
};

const check = (discount: DiscountCandidate | null, studentUses: number | null = 0) =>
  checkDiscountCode({ discount, service, studentUses, now });
const reason = (discount: DiscountCandidate | null, studentUses: number | null = 0) => {
  const result = check(discount, studentUses);
  return result.ok ? 'ok' : result.reason;
};

describe('checkDiscountCode', () => {
  it('accepts a code that passes every check, with its amounts', () => {
    expect(check(valid)).toMatchObject({ ok: true, discountAmount: 2000, finalAmount: 8000 });
  });

  describe('each check fails on its own', () => {
    it.each([
      ['missing', null, 'DISCOUNT_NOT_FOUND'],
      ['soft-deleted', { ...valid, deletedAt: now }, 'DISCOUNT_NOT_FOUND'],
      ['inactive', { ...valid, isActive: false }, 'DISCOUNT_INACTIVE'],
      ['not started', { ...valid, validFrom: new Date('2026-06-15T12:00:01Z') }, 'DISCOUNT_NOT_STARTED'],
      ['expired', { ...valid, validUntil: new Date('2026-06-15T11:59:59Z') }, 'DISCOUNT_EXPIRED'],
      ['used up', { ...valid, usesCount: 5 }, 'DISCOUNT_EXHAUSTED'],
      ['for other services', { ...valid, applicableServiceIds: [otherServiceId] }, 'DISCOUNT_NOT_APPLICABLE'],
      [
        'a fixed amount in another currency',
        { ...valid, type: 'fixed_amount', value: 500, currency: 'USD' },
        'DISCOUNT_NOT_APPLICABLE',
      ],
    ] as const)('%s -> %s', (_case, discount, expected) => {
      expect(reason(discount)).toBe(expected);
    });

    it('the per-student limit, only for a known student', () => {
      expect(reason(valid, 1)).toBe('DISCOUNT_STUDENT_LIMIT');
      expect(reason(valid, 0)).toBe('ok');
      expect(reason(valid, null)).toBe('ok');
    });
  });

  it('treats the validity as inclusive at both ends and the limits as "none" when null', () => {
    expect(reason({ ...valid, validFrom: now, validUntil: now })).toBe('ok');
    expect(reason({ ...valid, validFrom: null, validUntil: null })).toBe('ok');
    expect(reason({ ...valid, maxUses: null, usesCount: 10_000 })).toBe('ok');
    expect(reason({ ...valid, maxUsesPerStudent: null }, 50)).toBe('ok');
    expect(reason({ ...valid, applicableServiceIds: [] })).toBe('ok');
  });

  it("reports the first failure in the spec's order", () => {
    const everythingWrong: DiscountCandidate = {
      ...valid,
      deletedAt: now,
      isActive: false,
      validFrom: new Date('2026-07-01T00:00:00Z'),
      validUntil: new Date('2026-06-01T00:00:00Z'),
      usesCount: 5,
      applicableServiceIds: [otherServiceId],
    };
    const order = [
      ['DISCOUNT_NOT_FOUND', {}],
      ['DISCOUNT_INACTIVE', { deletedAt: null }],
      ['DISCOUNT_NOT_STARTED', { isActive: true }],
      ['DISCOUNT_EXPIRED', { validFrom: null }],
      ['DISCOUNT_EXHAUSTED', { validUntil: null }],
      ['DISCOUNT_STUDENT_LIMIT', { usesCount: 0 }],
      ['DISCOUNT_NOT_APPLICABLE', { maxUsesPerStudent: null }],
    ] as const;
    let discount = everythingWrong;
    for (const [expected, repair] of order) {
      discount = { ...discount, ...repair };
      expect(reason(discount, 3)).toBe(expected);
    }
    expect(reason({ ...discount, applicableServiceIds: [] }, 3)).toBe('ok');
  });

  it('reports a code both expired and used up as expired', () => {
    expect(reason({ ...valid, validUntil: new Date('2026-01-01T00:00:00Z'), usesCount: 5 })).toBe('DISCOUNT_EXPIRED');
  });
});
