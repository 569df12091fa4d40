import { currencyDigits } from './format';

/**
 * Client-safe conversion between what a person types (major units: "35.50" euros) and what the
 * API stores (minor units: 3550 cents), with each currency's own number of decimals (JPY has 0).
 */

/** Decimals of a currency as Intl knows them (EUR 2, JPY 0, BHD 3); 2 for unknown codes. */
export const currencyDecimals = (currency: string): number => currencyDigits(currency);

export type ParsedAmount = { ok: true; minor: number } | { ok: false; reason: 'empty' | 'format' | 'decimals' };

/**
 * "35", "35.5", "35,50", "1 234.50" -> minor units, exactly (string arithmetic, no float rounding).
 * More decimals than the currency has is refused rather than rounded.
 */
export function parseMajorAmount(text: string, currency: string): ParsedAmount {
  const compact = text.trim().replace(/[\s\u00a0_']/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const decimals = currencyDecimals(currency);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, reason: 'decimals' };
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? { ok: true, minor } : { ok: false, reason: 'format' };
}

/** 3550 EUR -> "35.50", 3500 EUR -> "35", 5000 JPY -> "5000": what the price field starts with. */
export function formatMajorAmount(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(minor))).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return fraction === '' || /^0+$/.test(fraction) ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** The message a price field shows for a parse failure. */
export function amountProblem(reason: Exclude<ParsedAmount, { ok: true }>['reason'], currency: string): string {
  const decimals = currencyDecimals(currency);
  if (reason === 'empty') return 'Enter a price';
  if (reason === 'decimals') {
    return decimals === 0 ? `${currency} has no decimals: enter a whole amount` : `Use at most ${decimals} decimals`;
  }
  return decimals === 0 ? 'Enter a whole amount such as 5000' : 'Enter an amount such as 35 or 35.50';
}
