import { useTranslations } from 'next-intl';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatMoney } from '@/lib/presentation/format';

type Props = {
  service: {
    pricingModel: 'fixed' | 'per_session' | 'free';
    priceAmount: number;
    currency: string;
    structure: string;
    billingInterval: 'week' | 'month' | 'year' | null;
    billing?: 'prepaid' | 'postpaid' | 'monthly';
  };
  regional?: RegionalFormat;
};

/** A table cell's price: the amount, and what it is for on a second line ("per month"). */
export function ServicePrice({ service, regional }: Props) {
  const t = useTranslations('teacherServices.price');
  if (service.pricingModel === 'free' || service.priceAmount === 0) return <span>{t('free')}</span>;
  const per =
    service.billing === 'monthly'
      ? t('monthlyBalance')
      : service.billing === 'postpaid'
        ? t('postpaid')
        : service.pricingModel === 'per_session'
          ? t('perSession')
          : service.structure === 'subscription' && service.billingInterval
            ? t('perInterval', { interval: service.billingInterval })
            : null;
  return (
    <span className="flex flex-col items-end whitespace-nowrap">
      {formatMoney(service.priceAmount, service.currency, regional)}
      {per ? <span className="text-muted-foreground text-xs">{per}</span> : null}
    </span>
  );
}
