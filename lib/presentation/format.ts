/**
 * Client-safe display formatting of money and durations (no server imports). Locale is English
 * throughout the UI. Dates and times: lib/core/format-time.ts.
 */

const LOCALE = 'en';

/** Minor units -> "€45.00" / "¥5,000", using the currency's own number of decimals. */
export function formatMoney(minorUnits: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    const value = minorUnits / 10 ** digits;
    // Whole amounts read better without ".00" (€45 rather than €45.00).
    if (Number.isInteger(value)) {
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
