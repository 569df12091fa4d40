import { describe, expect, it } from 'vitest';
import { applyDiscount } from './apply-discount';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const percent = (value: number) => ({ type: 'percentage' as const, value, currency: null });
const fixed = (value: number, currency = 'EUR') => ({ type: 'fixed_amount' as const, value, currency });

describe('applyDiscount', () => {
  it.each([
    // price, percent, discount: hand-computed
    [5000, 10, 500],
    [4999, 10, 500], // 499.9 -> 500
    [4994, 10, 499], // 499.4 -> 499
    [4995, 10, 500], // 499.5 -> 500 (half-up)
    [1, 50, 1], // 0.5 -> 1 (half-up, not banker's)
    [3, 50, 2], // 1.5 -> 2
    [2, 25, 1], // 0.5 -> 1
    [999, 33, 330], // 329.67 -> 330
    [1000, 0, 0],
    [1234, 100, 1234],
  ])('%i minor units at %i %% take off %i', (amount, value, discountAmount) => {
    expect(applyDiscount(eur(amount), percent(value))).toEqual({
      applicable: true,
      discountAmount,
      finalAmount: amount - discountAmount,
    });
  });

  it('takes a fixed amount off a price in the same currency', () => {
    expect(applyDiscount(eur(5000), fixed(1250))).toEqual({
      applicable: true,
      discountAmount: 1250,
      finalAmount: 3750,
    });
  });

  it('never goes below zero: a fixed amount above the price gives exactly the price', () => {
    expect(applyDiscount(eur(3000), fixed(5000))).toEqual({ applicable: true, discountAmount: 3000, finalAmount: 0 });
    expect(applyDiscount(eur(0), percent(50))).toEqual({ applicable: true, discountAmount: 0, finalAmount: 0 });
  });

  it('refuses a fixed amount in another currency than the price', () => {
    expect(applyDiscount(eur(5000), fixed(1000, 'USD'))).toEqual({ applicable: false });
    expect(applyDiscount(eur(5000), { type: 'fixed_amount', value: 1000, currency: null })).toEqual({
      applicable: false,
    });
  });
});
