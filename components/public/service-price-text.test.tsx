import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/core/locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { withIntl } from '@/test/intl';
import { servicePriceText, useServicePrice } from './service-price-text';

const single = { pricingModel: 'fixed', priceAmount: 3500, currency: 'EUR', structure: 'single' } as const;
const perSession = { ...single, pricingModel: 'per_session' } as const;
const monthly = { ...single, structure: 'subscription', billingInterval: 'month' } as const;
const free = { ...single, pricingModel: 'free', priceAmount: 0 } as const;

const priceIn = (locale: Locale) => {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'publicService.price' as never });
  return (service: Parameters<typeof servicePriceText>[0]) => servicePriceText(service, t as never, locale);
};

describe('servicePriceText: the one wording of a service price (issue 31)', () => {
  it('says the amount, per session, per billing period, or free', () => {
    const english = priceIn('en');
    expect(english(single)).toBe('€35');
    expect(english(perSession)).toBe('€35 / session');
    expect(english(monthly)).toBe('€35 / month');
    expect(english({ ...monthly, billingInterval: 'year' })).toBe('€35 / year');
    expect(english(free)).toBe('Free');
    expect(english({ ...single, priceAmount: 0 })).toBe('Free');
  });

  it("speaks the reader's language, money included", () => {
    const german = priceIn('de');
    expect(german(perSession)).toMatch(/^35\s€ \/ Stunde$/);
    expect(german(free)).toBe('Kostenlos');
    expect(priceIn('es')(monthly)).toMatch(/^35\s€ \/ mes$/);
  });

  it('gives a component the same words through useServicePrice', () => {
    function Price() {
      return <span>{useServicePrice()(perSession)}</span>;
    }
    expect(renderToStaticMarkup(withIntl(<Price />))).toBe('<span>€35 / session</span>');
    expect(renderToStaticMarkup(withIntl(<Price />, 'fr'))).toMatch(/séance/);
  });
});
