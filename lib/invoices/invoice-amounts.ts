import { fiscalBreakdown } from '@/lib/payments/fiscal-breakdown';

export type LineInput = {
  description: string;
  quantity: number;
  unitAmount: number;
  taxRate: number;
  sessionId?: string;
  tuitionChargeId?: string;
};
export type PricedLine = LineInput & { position: number; netAmount: number; taxAmount: number; grossAmount: number };

/**
 * A line's amounts. Prices in Lektio include tax (decision 0093), so a line's gross is quantity x
 * unit price and its tax is the spec's fiscal breakdown of that gross at the line's rate (base =
 * gross / (1 + rate/100)); net + tax is always the gross exactly.
 */
export function priceLines(lines: LineInput[]): PricedLine[] {
  return lines.map((line, index) => {
    const gross = line.quantity * line.unitAmount;
    const { base, tax } = fiscalBreakdown({ total: gross, taxRate: line.taxRate });
    return { ...line, position: index + 1, netAmount: base, taxAmount: tax, grossAmount: gross };
  });
}

/** The invoice's totals: the sums of its lines (tax per line, then added up). */
export function invoiceTotals(lines: PricedLine[]) {
  return lines.reduce(
    (sum, line) => ({
      netAmount: sum.netAmount + line.netAmount,
      taxAmount: sum.taxAmount + line.taxAmount,
      grossAmount: sum.grossAmount + line.grossAmount,
    }),
    { netAmount: 0, taxAmount: 0, grossAmount: 0 },
  );
}
