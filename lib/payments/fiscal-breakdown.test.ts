import { describe, expect, it } from 'vitest';
import { fiscalBreakdown } from './fiscal-breakdown';

describe('fiscalBreakdown', () => {
  it('splits 121.00 at 21 % into 100.00 base and 21.00 tax', () => {
    expect(fiscalBreakdown({ total: 12_100, taxRate: 21 })).toMatchObject({ base: 10_000, tax: 2_100 });
  });

  it('rounds the base to the nearest cent: 9.99 at 21 % is 8.26 + 1.73', () => {
    // 999 / 1.21 = 825.619... -> 826; tax is the remainder.
    expect(fiscalBreakdown({ total: 999, taxRate: 21 })).toMatchObject({ base: 826, tax: 173 });
  });

  it('rounds half up: 1.05 at 5 % is exactly 1.00 + 0.05; 0.21 at 10 % (0.1909) is 0.19 + 0.02', () => {
    expect(fiscalBreakdown({ total: 105, taxRate: 5 })).toMatchObject({ base: 100, tax: 5 });
    expect(fiscalBreakdown({ total: 21, taxRate: 10 })).toMatchObject({ base: 19, tax: 2 });
    // 25 / 1.25 = 20 exactly; 3 / 1.2 = 2.5 -> 3 (half up), tax 0.
    expect(fiscalBreakdown({ total: 25, taxRate: 25 })).toMatchObject({ base: 20, tax: 5 });
    expect(fiscalBreakdown({ total: 3, taxRate: 20 })).toMatchObject({ base: 3, tax: 0 });
  });

  it('has no tax at 0 %', () => {
    expect(fiscalBreakdown({ total: 4_999, taxRate: 0 })).toMatchObject({ base: 4_999, tax: 0 });
  });

  it('nets the fee and refunds out of the total: 121.00 - 2.07 fee - 21.00 refunded = 97.93', () => {
    expect(fiscalBreakdown({ total: 12_100, taxRate: 21, fee: 207, refunded: 2_100 })).toEqual({
      total: 12_100,
      base: 10_000,
      tax: 2_100,
      fee: 207,
      refunded: 2_100,
      net: 9_793,
    });
  });

  it('always adds back up to the total', () => {
    for (const total of [1, 7, 99, 333, 1_001, 65_537]) {
      for (const taxRate of [0, 4, 10, 19, 21, 27]) {
        const { base, tax } = fiscalBreakdown({ total, taxRate });
        expect(base + tax).toBe(total);
        expect(tax).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses fractional amounts and negative rates', () => {
    expect(() => fiscalBreakdown({ total: 10.5, taxRate: 21 })).toThrow(RangeError);
    expect(() => fiscalBreakdown({ total: 100, taxRate: -1 })).toThrow(RangeError);
  });
});
