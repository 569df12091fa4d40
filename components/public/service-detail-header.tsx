import { Sparkles } from 'lucide-react';
import { DrawnIcon } from '@/components/ui/drawn-icon';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DELIVERY_MODE, GROUP_TYPE, STRUCTURE } from '@/components/public/service-labels';
import type { PublicServiceDetail } from '@/lib/catalogue/get-public-service-detail';
import { LazyCourseDatesText } from './lazy-course-dates';
import { useServicePrice } from './service-price-text';

/** Title, kind in plain words, price and, on small screens, the page's one next step (`action`). */
export function ServiceDetailHeader({
  service,
  action,
}: {
  service: PublicServiceDetail;
  action: { href: string; label: string };
}) {
  const t = useTranslations('publicService.header');
  const labels = useTranslations('publicPage.labels');
  const price = useServicePrice();
  const kinds = [
    { ...STRUCTURE[service.structure], key: service.structure },
    { ...DELIVERY_MODE[service.deliveryMode], key: service.deliveryMode },
    { ...GROUP_TYPE[service.groupType], key: service.groupType },
  ];
  return (
    <header className="space-y-4">
      <ul className="flex flex-wrap gap-1.5" aria-label={t('kinds')}>
        {service.isTrial ? (
          <li>
            <Badge tone="success">
              <DrawnIcon icon={Sparkles} aria-hidden="true" /> {t('trial')}
            </Badge>
          </li>
        ) : null}
        {kinds.map(({ key, icon }) => (
          <li key={key}>
            <Badge tone="neutral">
              <DrawnIcon icon={icon} aria-hidden="true" />
              {labels(key)}
            </Badge>
          </li>
        ))}
      </ul>
      <h1 className="text-foreground text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
        {service.name}
      </h1>
      <p className="text-muted-foreground text-sm">
        {service.structure === 'course' ? (
          // A course is sold with its dates, not as "a scheduled programme".
          <>
            {service.courseDates
              ? t.rich('runs', {
                  dates: () => (
                    <LazyCourseDatesText dates={service.courseDates!} teacherZone={service.teacher.timezone} />
                  ),
                })
              : t('datesToBeAnnounced')}
            {' · '}
            {kinds
              .slice(1)
              .map((kind) => labels(`${kind.key}Description`))
              .join(' · ')}
          </>
        ) : (
          kinds.map((kind) => labels(`${kind.key}Description`)).join(' · ')
        )}
      </p>
      <div className="flex flex-wrap items-center gap-4 lg:hidden">
        <p className="text-foreground text-2xl font-semibold tracking-tight tabular-nums">
          <span className="sr-only">{t('price')}</span>
          {price(service)}
        </p>
        <Button asChild size="lg" className="flex-1 sm:flex-none">
          <a href={action.href}>{action.label}</a>
        </Button>
      </div>
    </header>
  );
}
