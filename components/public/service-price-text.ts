import { useLocale, useTranslations } from 'next-intl';
import { toLocale, type Locale } from '@/lib/core/locale';
import { formatMoney } from '@/lib/presentation/format';

type Priced = {
  pricingModel?: 'fixed' | 'per_session' | 'free';
  priceAmount: number;
  currency: string;
  structure: string;
  billingInterval?: 'week' | 'month' | 'year' | null;
};

type PriceTranslator = (key: 'free' | 'perSession' | 'perInterval', values?: Record<string, string>) => string;

/**
 * "€35", "35 € / Stunde", "€40 / month", "Gratis": a service's price in the reader's language, the
 * one wording of a price as text (public pages, the widget and its editor, the reorder list). The
 * services table's cell (`ServicePrice`) sets the amount and its period on two lines instead.
 */
export function servicePriceText(service: Priced, t: PriceTranslator, locale: Locale): string {
  if (service.pricingModel === 'free' || service.priceAmount === 0) return t('free');
  const price = formatMoney(service.priceAmount, service.currency, locale);
  if (service.pricingModel === 'per_session') return t('perSession', { price });
  if (service.structure === 'subscription' && service.billingInterval) {
    return t('perInterval', { price, interval: service.billingInterval });
  }
  return price;
}

/** `servicePriceText` for a component (client, or server but not async) rendered for the page's reader. */
export function useServicePrice(): (service: Priced) => string {
  const t = useTranslations('publicService.price');
  const locale = toLocale(useLocale());
  return (service) => servicePriceText(service, t, locale);
}
