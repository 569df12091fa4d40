/**
 * Spec, fiscal breakdown: Base = Total / (1 + taxRate/100); Tax = Total - Base; Net to teacher =
 * Total - processor fee - refunded. (The spec's opening identity "Total = Base + Tax + fee" cannot
 * hold beside "Tax = Total - Base" unless the fee is 0; the explicit formulas win: the fee is a cost
 * paid out of the base, not a third slice of the price.) All amounts are integer minor units.
 */
export type FiscalBreakdown = { total: number; base: number; tax: number; fee: number; refunded: number; net: number };

export function fiscalBreakdown(input: {
  total: number;
  taxRate: number;
  fee?: number;
  refunded?: number;
}): FiscalBreakdown {
  const { total, taxRate, fee = 0, refunded = 0 } = input;
  if (!Number.isInteger(total) || !Number.isInteger(fee) || !Number.isInteger(refunded)) {
    throw new RangeError('Amounts are integers in minor units');
  }
  if (!Number.isInteger(taxRate) || taxRate < 0) throw new RangeError('taxRate is a non-negative integer percent');
  const base = taxBase(total, taxRate);
  return { total, base, tax: total - base, fee, refunded, net: total - fee - refunded };
}

/**
 * Total / (1 + rate/100) rounded half away from zero, in integers only so no float ever decides a
 * cent: total * 100 / (100 + rate), rounding by adding half the divisor before the division.
 * The tax is what is left, so base + tax always equals the total exactly.
 */
function taxBase(total: number, taxRate: number): number {
  const divisor = 100 + taxRate;
  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total) * 100;
  return sign * Math.floor((2 * magnitude + divisor) / (2 * divisor));
}
