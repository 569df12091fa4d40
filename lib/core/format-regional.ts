import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  formatInZone,
  formatIsoDateRange,
  formatZoneName as houseZoneName,
  formatZoneOffset,
  timePatterns,
  type TimePattern,
} from './format-time';
import { defaultLocale, type HourCycle, type Locale, type RegionalFormat } from './locale';
import { usableTimeZone } from './time';

/**
 * THE format module (issue 32), read as `@/lib/presentation/format` by pages and components; it lives
 * in core so that e-mails and jobs of any area can write dates too (layers: docs/layers.md): dates, times, numbers, money, durations and zone names as a reader
 * reads them. Every function takes the reader's regional format last (`{ locale, hourCycle }`, or a
 * bare locale); without one it writes English in the house style, byte for byte what it wrote before
 * languages arrived (decision 0083). Other locales are written by `Intl` in that locale's own style,
 * with the reader's clock (`hourCycle`) when they chose one. Client-safe: no server imports.
 */
export type Regional = RegionalFormat | Locale | null | undefined;
export type { TimePattern };

const regionalOf = (regional: Regional): RegionalFormat =>
  typeof regional === 'string' ? { locale: regional } : (regional ?? { locale: defaultLocale });

const localeOf = (regional: Regional): Locale => regionalOf(regional).locale;

type Instant = Date | string | number;

// The house patterns with a 12-hour clock, for an English reader who asked for one.
const twelveHour = (pattern: string) => pattern.replace(/HH:mm(:ss)?/, (clock) => `${clock.replace('HH', 'h')} a`);

const date = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const clock = { hour: '2-digit', minute: '2-digit' } as const;

/** What each house pattern says, for Intl to say in another language in that language's order. */
const intlPatterns: Record<Exclude<TimePattern, 'isoDate'>, Intl.DateTimeFormatOptions> = {
  date,
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { ...date, ...clock },
  time: clock,
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  weekdayDate: { weekday: 'short', ...date },
  month: { month: 'long', year: 'numeric' },
  clock,
  weekdayShort: { weekday: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthYear: date,
  dayMonthYearClock: { ...date, ...clock },
  dayMonthYearSeconds: { ...date, ...clock, second: '2-digit' },
  slotDay: { weekday: 'short', day: 'numeric', month: 'short' },
  slotStart: { weekday: 'short', day: 'numeric', month: 'short', ...clock },
  sessionStart: { weekday: 'short', ...date, ...clock },
  longDay: { weekday: 'long', day: 'numeric', month: 'long' },
  fullDateTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...clock },
  monthAxis: { month: 'short', year: '2-digit' },
  shortMonth: { month: 'short', year: 'numeric' },
};

const hasClock = (options: Intl.DateTimeFormatOptions) => options.hour !== undefined;

function intlDateTime(
  locale: Locale,
  zone: string,
  pattern: Exclude<TimePattern, 'isoDate'>,
  hourCycle?: HourCycle | null,
) {
  const options = intlPatterns[pattern];
  return new Intl.DateTimeFormat(locale, {
    ...options,
    timeZone: zone,
    // A 12-hour clock reads "3:30", not "03:30".
    ...(hourCycle && hasClock(options) ? { hourCycle, ...(hourCycle === 'h12' ? { hour: 'numeric' } : {}) } : {}),
  });
}

/** An instant on the clock of `zone` (none or an unreadable one: UTC), in the reader's language and clock. */
export function formatDateTime(
  at: Instant,
  zone: string | null | undefined,
  pattern: TimePattern,
  regional?: Regional,
) {
  const { locale, hourCycle } = regionalOf(regional);
  // An ISO date is the same for every reader (file names, machine-readable cells).
  if (locale === 'en' || pattern === 'isoDate') {
    if (hourCycle !== 'h12' || pattern === 'isoDate') return formatInZone(at, zone, pattern);
    return format(new Date(at), twelveHour(timePatterns[pattern]), { in: tz(usableTimeZone(zone)) });
  }
  return intlDateTime(locale, usableTimeZone(zone), pattern, hourCycle).format(new Date(at));
}

/** A calendar date (`2026-11-23`): it has no zone, so no zone can shift it. */
export const formatIsoDate = (isoDate: string, pattern: TimePattern, regional?: Regional): string =>
  formatDateTime(`${isoDate}T12:00:00Z`, 'UTC', pattern, regional);

/** `November 2026` / `noviembre de 2026` of a month (`2026-11`). */
export const formatMonthOf = (month: string, regional?: Regional): string =>
  formatIsoDate(`${month}-01`, 'month', regional);

/** `1–7 Mar 2027` of two calendar dates; other languages through Intl's own range format. */
export function formatDateRange(first: string, last: string, regional?: Regional): string {
  const locale = localeOf(regional);
  if (locale === 'en') return formatIsoDateRange(first, last);
  const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);
  const dates = new Intl.DateTimeFormat(locale, { ...date, timeZone: 'UTC' });
  return last <= first ? dates.format(noon(first)) : dates.formatRange(noon(first), noon(last));
}

/** Decimals of a currency's minor unit as Intl knows them (EUR 2, JPY 0, BHD 3); 2 for unknown codes. */
export function currencyDigits(currency: string): number {
  try {
    const money = new Intl.NumberFormat(defaultLocale, { style: 'currency', currency: currency.toUpperCase() });
    return money.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The currency's name in the reader's language ("Euro"), or undefined when the runtime has none. */
export function currencyName(code: string, regional?: Regional): string | undefined {
  try {
    return new Intl.DisplayNames([localeOf(regional)], { type: 'currency' }).of(code);
  } catch {
    return undefined;
  }
}

type MoneyOptions = {
  /** Keep ".00" on whole amounts (a receipt says "€45.00"); by default they read "€45". */
  wholeWithDecimals?: boolean;
};

/** Minor units -> "€45.00" / "45,50 €" / "¥5,000", using the currency's own number of decimals. */
export function formatMoney(
  minorUnits: number,
  currency: string,
  regional?: Regional,
  { wholeWithDecimals = false }: MoneyOptions = {},
): string {
  const locale = localeOf(regional);
  const code = currency.toUpperCase();
  try {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
    const value = minorUnits / 10 ** digits;
    // Whole amounts read better without ".00" (€45 rather than €45.00).
    if (Number.isInteger(value) && !wholeWithDecimals) {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(value);
    }
    return money.format(value);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${code}`;
  }
}

/** `1,234.5` / `1.234,5`: a plain number in the reader's digits and separators. */
export const formatNumber = (value: number, regional?: Regional, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(localeOf(regional), options).format(value);

/** A change as a share: 0.125 -> "+12.5%", -0.1 -> "-10%", 0 -> "0%". */
export const formatPercentChange = (share: number, regional?: Regional): string =>
  new Intl.NumberFormat(localeOf(regional), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(share);

/** "a, b and c" in the reader's language (English without the serial comma, the house style). */
export const formatList = (parts: string[], regional?: Regional): string => {
  const locale = localeOf(regional);
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(parts);
};

const englishOrdinalSuffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinalMarks: Record<Exclude<Locale, 'en'>, string> = { de: '.', es: '.º', fr: 'e', it: 'º', pt: '.º' };

/** 1 -> "1st" / "1." / "1.º" / "1er": a place in a queue. */
export function formatOrdinal(position: number, regional?: Regional): string {
  const locale = localeOf(regional);
  if (locale === 'en') {
    const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(position);
    return `${position}${englishOrdinalSuffixes[rule] ?? 'th'}`;
  }
  if (locale === 'fr' && position === 1) return '1er';
  return `${position}${ordinalMarks[locale]}`;
}

/** `42%` / `42 %` of a ratio given in percent (42 -> 42 %). */
export const formatPercent = (percent: number, regional?: Regional): string =>
  new Intl.NumberFormat(localeOf(regional), { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);

const unit = (locale: Locale, value: number, name: 'hour' | 'minute') =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/** 45 -> "45 min", 90 -> "1 h 30 min", 120 -> "2 h" (German: "1 Std., 30 Min."-style units of Intl). */
export function formatDuration(minutes: number, regional?: Regional): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const locale = localeOf(regional);
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (locale === 'en') {
    if (hours === 0) return `${rest} min`;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  if (hours === 0) return unit(locale, rest, 'minute');
  return rest === 0 ? unit(locale, hours, 'hour') : `${unit(locale, hours, 'hour')} ${unit(locale, rest, 'minute')}`;
}

/**
 * How each language names a city's clock: `Madrid time`, `hora de Madrid`. Written from the zone's
 * city rather than Intl's `longGeneric` ("hora de Europa central"), whose words differ between Node
 * and browsers, so the server and every browser print the same (decisions 0025 and 0083).
 */
const cityClock: Record<Locale, (city: string) => string> = {
  en: (city) => `${city} time`,
  es: (city) => `hora de ${city}`,
  de: (city) => `Ortszeit ${city}`,
  fr: (city) => `heure de ${city}`,
  it: (city) => `ora di ${city}`,
  pt: (city) => `hora de ${city}`,
};

/** A zone as a person names it in their language; never the raw identifier. */
export function formatZoneName(zone: string, regional?: Regional): string {
  const english = houseZoneName(zone);
  const locale = localeOf(regional);
  if (locale === 'en' || !english.endsWith(' time')) return english;
  return cityClock[locale](english.slice(0, -' time'.length));
}

/** `hora de Madrid (GMT+1)`: the zone a page's times are on, with its offset now; `UTC` alone. */
export function formatZoneLabel(zone: string | null | undefined, at: Date = new Date(), regional?: Regional): string {
  const readable = usableTimeZone(zone);
  const name = formatZoneName(readable, regional);
  const offset = formatZoneOffset(readable, at);
  return name === 'UTC' || name === offset || !offset ? name : `${name} (${offset})`;
}
