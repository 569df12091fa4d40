/**
 * Client-safe display formatting of money, numbers and durations (no server imports): with
 * format-time.ts, the one place that calls Intl for display. Locale is English throughout the UI.
 * In core so that domain areas (receipts, exports, waitlist positions) use it without importing
 * upwards; the UI imports it through lib/presentation/format.ts.
 */

const LOCALE = 'en';

/** Decimals of a currency's minor unit as Intl knows them (EUR 2, JPY 0, BHD 3); 2 for unknown codes. */
export function currencyDigits(currency: string): number {
  try {
    const format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: currency.toUpperCase() });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The currency's name in English ("Euro"), or undefined when the runtime has no names for it. */
export function currencyName(code: string): string | undefined {
  try {
    return new Intl.DisplayNames([LOCALE], { type: 'currency' }).of(code);
  } catch {
    return undefined;
  }
}

type MoneyOptions = {
  /** Keep ".00" on whole amounts (a receipt says "€45.00"); by default they read "€45". */
  wholeWithDecimals?: boolean;
};

/** Minor units -> "€45.00" / "¥5,000", using the currency's own number of decimals. */
export function formatMoney(minorUnits: number, currency: string, { wholeWithDecimals = false }: MoneyOptions = {}): string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    const value = minorUnits / 10 ** digits;
    // Whole amounts read better without ".00" (€45 rather than €45.00).
    if (Number.isInteger(value) && !wholeWithDecimals) {
      return new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(value);
    }
    return format.format(value);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${code}`;
  }
}

/** 45 -> "45 min", 90 -> "1 h 30 min", 120 -> "2 h". */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 1234 -> "1,234"; `maximumFractionDigits` for rates (87.5). */
export const formatNumber = (value: number, maximumFractionDigits?: number): string =>
  value.toLocaleString(LOCALE, maximumFractionDigits === undefined ? undefined : { maximumFractionDigits });

const signedPercent = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A change as a share: 0.125 -> "+12.5%", -0.1 -> "-10%", 0 -> "0%". */
export const formatPercentChange = (share: number): string => signedPercent.format(share);

const ordinalRules = new Intl.PluralRules(LOCALE, { type: 'ordinal' });
const ordinalSuffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** 1 -> "1st", 2 -> "2nd", 23 -> "23rd". */
export const formatOrdinal = (position: number): string =>
  `${position}${ordinalSuffixes[ordinalRules.select(position)] ?? 'th'}`;
