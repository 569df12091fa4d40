import { describe, expect, it } from 'vitest';
import { serviceListPrice } from './service-list-price';

describe('serviceListPrice', () => {
  it('is the price of a fixed-price service', () => {
    expect(
      serviceListPrice({ pricingModel: 'fixed', priceAmount: 12_000, currency: 'EUR', sessionsIncluded: 10 }),
    ).toEqual({ amount: 12_000, currency: 'EUR' });
  });

  it('multiplies a per-session price by the sessions included (one when none are named)', () => {
    expect(
      serviceListPrice({ pricingModel: 'per_session', priceAmount: 3000, currency: 'GBP', sessionsIncluded: 4 }),
    ).toEqual({ amount: 12_000, currency: 'GBP' });
    expect(
      serviceListPrice({ pricingModel: 'per_session', priceAmount: 3000, currency: 'GBP', sessionsIncluded: null }),
    ).toEqual({ amount: 3000, currency: 'GBP' });
  });

  it('is 0 for a free service, whatever price a form left behind', () => {
    expect(
      serviceListPrice({ pricingModel: 'free', priceAmount: 5000, currency: 'EUR', sessionsIncluded: null }),
    ).toEqual({ amount: 0, currency: 'EUR' });
  });
});
