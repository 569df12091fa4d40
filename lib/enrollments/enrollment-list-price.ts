import type { Price } from '@/lib/discounts/apply-discount';

export type PricedService = {
  pricingModel: 'fixed' | 'per_session' | 'free';
  priceAmount: number;
  currency: string;
  sessionsIncluded: number | null;
};

/**
 * What one purchase of a service costs before any discount. A per-session price buys the sessions
 * the service includes (one when it names none); a free service costs 0, which checkout refuses.
 */
export function enrollmentListPrice(service: PricedService): Price {
  if (service.pricingModel === 'free') return { amount: 0, currency: service.currency };
  const quantity = service.pricingModel === 'per_session' ? (service.sessionsIncluded ?? 1) : 1;
  return { amount: service.priceAmount * quantity, currency: service.currency };
}
