import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  currencyName,
  formatMoney,
  formatList,
  formatNumber,
  formatOrdinal,
  formatPercentChange,
} from './format-regional';

describe('the format module', () => {
  it('writes money with the currency’s own decimals, whole amounts short unless a receipt keeps them', () => {
    expect(formatMoney(4500, 'eur')).toBe('€45');
    expect(formatMoney(4550, 'EUR')).toBe('€45.50');
    expect(formatMoney(4500, 'EUR', undefined, { wholeWithDecimals: true })).toBe('€45.00');
    expect(formatMoney(5000, 'JPY', undefined, { wholeWithDecimals: true })).toBe('¥5,000');
  });

  it('knows the decimals and English names of currencies, with a fallback for unknown codes', () => {
    expect([currencyDigits('EUR'), currencyDigits('jpy'), currencyDigits('BHD'), currencyDigits('??')]).toEqual([
      2, 0, 3, 2,
    ]);
    expect(currencyName('EUR')).toBe('Euro');
  });

  it('writes counts, rates, signed changes and ordinals in English', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(87.55, undefined, { maximumFractionDigits: 1 })).toBe('87.6');
    expect([formatPercentChange(0.125), formatPercentChange(-0.1), formatPercentChange(0)]).toEqual([
      '+12.5%',
      '-10%',
      '0%',
    ]);
    expect([1, 2, 3, 4, 11, 22, 23].map((position) => formatOrdinal(position))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
      '23rd',
    ]);
  });

  it('joins a list in the reader’s language, English without the serial comma', () => {
    expect(formatList(['2 folders', '5 templates', '3 resources'])).toBe('2 folders, 5 templates and 3 resources');
    expect(formatList(['a', 'b'], 'de')).toBe('a und b');
    expect(formatList(['a', 'b', 'c'], 'es')).toBe('a, b y c');
  });
});
