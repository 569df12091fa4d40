import { formatMoney } from '@/lib/presentation/format';

type Priced = {
  pricingModel?: 'fixed' | 'per_session' | 'free';
  priceAmount: number;
  currency: string;
  structure: string;
  billingInterval?: 'week' | 'month' | 'year' | null;
};

/** "€35", "€35 / session", "€40 / month", "Free". */
export function formatServicePrice(service: Priced): string {
  if (service.pricingModel === 'free' || service.priceAmount === 0) return 'Free';
  const price = formatMoney(service.priceAmount, service.currency);
  if (service.pricingModel === 'per_session') return `${price} / session`;
  if (service.structure === 'subscription' && service.billingInterval) return `${price} / ${service.billingInterval}`;
  return price;
}
