/**
 * The languages Lektio speaks and the two clocks (issue 32). Client-safe and dependency-free, so the
 * format module, the e-mail templates, the route wrapper and the pages agree on one list.
 */
export const locales = ['en', 'es', 'de', 'fr', 'it', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const hourCycles = ['h12', 'h23'] as const;
export type HourCycle = (typeof hourCycles)[number];

/** What a reader's dates, times and numbers follow: their language and, if they chose one, their clock. */
export type RegionalFormat = { locale: Locale; hourCycle?: HourCycle | null };
export const defaultRegionalFormat: RegionalFormat = { locale: defaultLocale, hourCycle: null };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

export const isHourCycle = (value: unknown): value is HourCycle =>
  typeof value === 'string' && (hourCycles as readonly string[]).includes(value);

/** A stored value (a column, a cookie, a query) as a locale; anything else is `fallback`. */
export const toLocale = (value: unknown, fallback: Locale = defaultLocale): Locale =>
  isLocale(value) ? value : fallback;

export const toRegionalFormat = (person: { locale?: unknown; hourCycle?: unknown } | null | undefined): RegionalFormat => ({
  locale: toLocale(person?.locale),
  hourCycle: isHourCycle(person?.hourCycle) ? person.hourCycle : null,
});

/**
 * The best of the six for an `Accept-Language` header (RFC 9110 §12.5.4: quality values, order as
 * the tie-break; `de-AT` matches `de`), or null when none of them is acceptable.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag!.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const language = tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

/** Each language by its own name (the same in every locale: a reader looks for their own). */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
};
