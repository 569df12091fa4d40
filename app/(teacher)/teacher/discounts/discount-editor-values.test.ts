import { describe, expect, it } from 'vitest';
import { discountValuesOf, emptyDiscountValues, toDiscountInput } from '@/components/discounts/discount-editor-values';
import { ZCreateDiscountCodeInput, type TDiscountCode } from '@/lib/discounts/schemas';

describe('discount editor values', () => {
  it('converts a fixed amount typed in major units to minor units the API schema accepts', () => {
    const { input, problems } = toDiscountInput({
      ...emptyDiscountValues('EUR'),
      code: 'spring-10',
      type: 'fixed_amount',
      value: '5.50',
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      maxUses: '10',
    });
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

  it('reports what the conversion alone can see', () => {
    const { problems } = toDiscountInput({
      ...emptyDiscountValues('EUR'),
      code: 'X1Y',
      type: 'fixed_amount',
      value: '5.555',
      maxUses: 'lots',
    });
    expect(problems.value).toMatch(/decimals/);
    expect(problems.maxUses).toMatch(/whole number/);
  });

  it('round-trips a stored code through the editor', () => {
    const code: TDiscountCode = {
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
    const { input, problems } = toDiscountInput(discountValuesOf(code, 'EUR'));
    expect(problems).toEqual({});
    expect(input).toMatchObject({ type: 'percentage', value: 15, currency: null, maxUsesPerStudent: 1 });
    expect(input.validUntil).toBe('2027-01-31T23:59:59.999Z');
  });
});
