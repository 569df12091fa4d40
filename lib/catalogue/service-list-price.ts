export type PricedService = {
  pricingModel: 'fixed' | 'per_session' | 'free';
  priceAmount: number;
  currency: string;
  sessionsIncluded: number | null;
};

/**
 * What one purchase of a service costs before any discount, in minor units. A per-session price buys
 * the sessions the service includes (one when it names none); a free service costs 0, which checkout
 * refuses. The same list price for the visitor's discount preview and for the checkout.
 */
export function serviceListPrice(service: PricedService): { amount: number; currency: string } {
  if (service.pricingModel === 'free') return { amount: 0, currency: service.currency };
  const quantity = service.pricingModel === 'per_session' ? (service.sessionsIncluded ?? 1) : 1;
  return { amount: service.priceAmount * quantity, currency: service.currency };
}
