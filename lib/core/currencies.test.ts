import { describe, expect, it } from 'vitest';
import { currencyChoices, DEFAULT_CURRENCY, OFFERED_CURRENCIES } from './currencies';

describe('offered currencies', () => {
  it('are the 19 the spec counts, EUR (the default) first, each a currency code Intl knows', () => {
    expect(OFFERED_CURRENCIES).toHaveLength(19);
    expect(new Set(OFFERED_CURRENCIES).size).toBe(19);
    expect(OFFERED_CURRENCIES[0]).toBe(DEFAULT_CURRENCY);
    expect(DEFAULT_CURRENCY).toBe('EUR');
    const known = new Set(Intl.supportedValuesOf('currency'));
    expect(OFFERED_CURRENCIES.filter((code) => !known.has(code))).toEqual([]);
  });

  it("put a record's own currency first, once, and skip blanks", () => {
    expect(currencyChoices('USD', 'EUR').slice(0, 3)).toEqual(['USD', 'EUR', 'GBP']);
    expect(currencyChoices('INR', null, '')).toEqual(['INR', ...OFFERED_CURRENCIES]);
    expect(currencyChoices()).toEqual([...OFFERED_CURRENCIES]);
  });
});
