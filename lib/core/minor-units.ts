import { currencyDigits } from '@/lib/core/format-regional';

/** Decimal places of a currency's minor unit (EUR 2, JPY 0, ...), from the platform's currency data. */
export const minorUnitDigits = (currency: string): number => currencyDigits(currency);

/** 12100 EUR -> "121.00": exact (string arithmetic on integers), for spreadsheets and exports. */
export function formatMinorUnits(amount: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const padded = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
