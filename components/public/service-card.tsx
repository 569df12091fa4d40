import { ArrowRight, Clock, Sparkles } from 'lucide-react';
import { DrawnIcon } from '@/components/ui/drawn-icon';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { toLocale } from '@/lib/core/locale';
import { cn } from '@/lib/presentation/cn';
import { formatDuration } from '@/lib/presentation/format';
import { Badge } from '@/components/ui/badge';
import { DELIVERY_MODE, GROUP_TYPE, STRUCTURE } from '@/components/public/service-labels';
import type { PublicService } from '@/components/public/types';
import { useServicePrice } from '@/components/public/service-price-text';

export type ServiceCardProps = {
  service: PublicService;
  /** Where the card leads (service detail or booking). Without it the card is not a link. */
  href?: string;
  className?: string;
};

/** A service offered on a teacher's public page: name, kind, length and price. */
export function ServiceCard({ service, href, className }: ServiceCardProps) {
  const t = useTranslations('publicPage');
  const mode = { ...DELIVERY_MODE[service.deliveryMode], key: service.deliveryMode };
  const group = { ...GROUP_TYPE[service.groupType], key: service.groupType };
  const structure = { ...STRUCTURE[service.structure], key: service.structure };
  const duration = formatDuration(service.durationMinutes, toLocale(useLocale()));
  const price = useServicePrice()(service);

  return (
    <article
      className={cn(
        'group border-border bg-surface relative flex h-full flex-col rounded-xl border p-5 shadow-sm transition',
        href && 'focus-within:border-primary-300 hover:border-primary-200 hover:-translate-y-0.5 hover:shadow-md',
        className,
      )}
    >
      <div className="flex flex-wrap gap-1.5">
        {service.isTrial ? (
          <Badge tone="success">
            <DrawnIcon icon={Sparkles} aria-hidden="true" />
            {t('card.trial')}
          </Badge>
        ) : null}
        {[mode, group, structure].map(({ key, icon }) => (
          <Badge key={key} tone="neutral" title={t(`labels.${key}Description`)}>
            <DrawnIcon icon={icon} aria-hidden="true" />
            {t(`labels.${key}`)}
          </Badge>
        ))}
      </div>

      <h3 className="text-foreground mt-4 text-lg leading-7 font-semibold">
        {href ? (
          <Link href={href} className="rounded-sm outline-offset-4 after:absolute after:inset-0 after:rounded-xl">
            {service.name}
          </Link>
        ) : (
          service.name
        )}
      </h3>
      {service.description ? (
        <p className="text-muted-foreground mt-1.5 line-clamp-3 text-sm leading-6">{service.description}</p>
      ) : null}

      <div className="mt-auto flex items-end justify-between gap-3 pt-5">
        <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
          {duration ? (
            <>
              <DrawnIcon icon={Clock} className="size-4" aria-hidden="true" />
              <span>
                <span className="sr-only">{t('card.duration')}</span>
                {duration}
              </span>
            </>
          ) : null}
        </p>
        <p className="text-right">
          <span className="sr-only">{t('card.price')}</span>
          <span className="text-foreground text-xl font-semibold tracking-tight tabular-nums">{price}</span>
        </p>
      </div>
      {href ? (
        <p className="text-primary mt-3 flex items-center gap-1 text-sm font-medium" aria-hidden="true">
          {service.isTrial ? t('card.bookTrial') : t('card.viewDetails')}
          <DrawnIcon icon={ArrowRight} className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      ) : null}
    </article>
  );
}
