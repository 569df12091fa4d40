/**
 * The currencies the product offers, in one list for every picker (service editor, discount codes,
 * settings). Client-safe. The spec says "default EUR; 19 common currencies are offered" without
 * naming them: these are the euro and the other currencies of the countries independent teachers on
 * Lektio mostly work in, all settled by the payment processor (docs/decisions/0023-currencies.md).
 * The API accepts any ISO 4217 code (a service priced in another currency stays valid); the pickers
 * add a record's own currency when it is not in the list.
 */
export const OFFERED_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'MXN',
  'BRL',
  'SGD',
  'HKD',
] as const;

export type OfferedCurrency = (typeof OFFERED_CURRENCIES)[number];

/** Spec: a teacher's defaultCurrency is EUR until they choose another. */
export const DEFAULT_CURRENCY: OfferedCurrency = 'EUR';

/** A picker's choices: the given ones (teacher default, the record's own) first, no repeats or blanks. */
export function currencyChoices(...first: Array<string | null | undefined>): string[] {
  return [...new Set([...first.filter((code): code is string => Boolean(code)), ...OFFERED_CURRENCIES])];
}
