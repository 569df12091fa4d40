import { describe, expect, it } from 'vitest';
import { discountValuesOf, emptyDiscountValues, toDiscountInput } from '@/components/discounts/discount-editor-values';
import { ZCreateDiscountCodeInput, type TDiscountCode } from '@/lib/discounts/schemas';

const roundTripCode: TDiscountCode = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'WELCOME',
  description: 'First lesson',
  type: 'percentage',
  value: 15,
  currency: null,
  applicableServiceIds: [],
  validFrom: null,
  validUntil: '2027-01-31T23:59:59.999Z',
  maxUses: null,
  usesCount: 3,
  maxUsesPerStudent: 1,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('discount editor values', () => {
  it('converts a fixed amount typed in major units to minor units the API schema accepts', () => {
    const { input, problems } = toDiscountInput(
      {
        ...emptyDiscountValues('EUR'),
        code: 'spring-10',
        type: 'fixed_amount',
        value: '5.50',
        validFrom: '2026-12-01',
        validUntil: '2026-12-31',
        maxUses: '10',
      },
      'UTC',
    );
    expect(problems).toEqual({});
    expect(input).toMatchObject({
      value: 550,
      currency: 'EUR',
      validFrom: '2026-12-01T00:00:00.000Z',
      validUntil: '2026-12-31T23:59:59.999Z',
      maxUses: 10,
      maxUsesPerStudent: null,
      description: null,
    });
    expect(ZCreateDiscountCodeInput.parse(input).code).toBe('SPRING-10');
  });

  it("bounds the validity by midnight on the teacher's clock, and shows stored bounds as their days", () => {
    const values = {
      ...emptyDiscountValues('EUR'),
      code: 'MADRID',
      value: '10',
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
    };
    const { input } = toDiscountInput(values, 'Europe/Madrid');
    expect(input).toMatchObject({ validFrom: '2026-11-30T23:00:00.000Z', validUntil: '2026-12-31T22:59:59.999Z' });
    const stored = discountValuesOf(
      { ...roundTripCode, validFrom: input.validFrom ?? null, validUntil: input.validUntil ?? null },
      'EUR',
      'Europe/Madrid',
    );
    expect(stored).toMatchObject({ validFrom: '2026-12-01', validUntil: '2026-12-31' });
  });

  it('reports what the conversion alone can see', () => {
    const { problems } = toDiscountInput(
      {
        ...emptyDiscountValues('EUR'),
        code: 'X1Y',
        type: 'fixed_amount',
        value: '5.555',
        maxUses: 'lots',
      },
      'UTC',
    );
    expect(problems.value).toMatch(/decimals/);
    expect(problems.maxUses).toMatch(/whole number/);
  });

  it('round-trips a stored code through the editor', () => {
    const { input, problems } = toDiscountInput(discountValuesOf(roundTripCode, 'EUR', 'UTC'), 'UTC');
    expect(problems).toEqual({});
    expect(input).toMatchObject({ type: 'percentage', value: 15, currency: null, maxUsesPerStudent: 1 });
    expect(input.validUntil).toBe('2027-01-31T23:59:59.999Z');
  });
});
