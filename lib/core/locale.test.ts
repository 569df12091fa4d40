import { describe, expect, it } from 'vitest';
import { negotiateLocale, toRegionalFormat } from './locale';

describe('negotiateLocale', () => {
  it('takes the best-rated of the six languages, region subtags included', () => {
    expect(negotiateLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('ja, fr-CA;q=0.5, en;q=0.7')).toBe('en');
    expect(negotiateLocale('pt-BR')).toBe('pt');
  });

  it('keeps header order between equal qualities and ignores refused ranges', () => {
    expect(negotiateLocale('it;q=0.5, es;q=0.5')).toBe('it');
    expect(negotiateLocale('es;q=0, fr')).toBe('fr');
  });

  it('is null when none of the six is acceptable', () => {
    expect(negotiateLocale('ja, zh-CN')).toBeNull();
    expect(negotiateLocale('*')).toBeNull();
    expect(negotiateLocale('')).toBeNull();
    expect(negotiateLocale(null)).toBeNull();
  });
});

describe('toRegionalFormat', () => {
  it('reads stored columns, falling back to English and the locale clock', () => {
    expect(toRegionalFormat({ locale: 'fr', hourCycle: 'h12' })).toEqual({ locale: 'fr', hourCycle: 'h12' });
    expect(toRegionalFormat({ locale: 'xx', hourCycle: 'h24' })).toEqual({ locale: 'en', hourCycle: null });
  });
});
