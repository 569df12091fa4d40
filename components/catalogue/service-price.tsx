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
};

/** A table cell's price: the amount, and what it is for on a second line ("per month"). */
export function ServicePrice({ service }: Props) {
  if (service.pricingModel === 'free' || service.priceAmount === 0) return <span>Free</span>;
  const per =
    service.billing === 'monthly'
      ? 'per month, on the balance'
      : service.billing === 'postpaid'
        ? 'per lesson, post-paid'
        : service.pricingModel === 'per_session'
          ? 'per session'
          : service.structure === 'subscription' && service.billingInterval
            ? `per ${service.billingInterval}`
            : null;
  return (
    <span className="flex flex-col items-end whitespace-nowrap">
      {formatMoney(service.priceAmount, service.currency)}
      {per ? <span className="text-muted-foreground text-xs">{per}</span> : null}
    </span>
  );
}
