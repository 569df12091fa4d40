import { BellRing } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime, formatOrdinal } from '@/lib/presentation/format';
import type { TWaitlistPlaceRow } from '@/lib/waitlist/schemas';
import { WaitlistLeaveButton } from './waitlist-leave-button';

type Props = { places: TWaitlistPlaceRow[]; timezone: string; regional?: RegionalFormat };

/** The student's waitlist places as cards (one column on a phone), each with its position and a leave button. */
export function WaitlistPlaces({ places, timezone, regional }: Props) {
  const t = useTranslations('portalPages.waitlist');
  return (
    <ul className="space-y-3" aria-label={t('list')}>
      {places.map((place) => {
        const servicePage = `/${place.teacherSlug}/services/${place.serviceSlug}`;
        const offered = place.status === 'notified';
        return (
          <li
            key={place.serviceId}
            className="border-border bg-surface flex flex-col gap-3 rounded-xl border p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link href={servicePage} className="text-foreground font-medium break-words hover:underline">
                  {place.serviceName}
                </Link>
                {offered ? (
                  <Badge tone="success">
                    <BellRing aria-hidden="true" /> {t('offered')}
                  </Badge>
                ) : null}
              </div>
              <p className="text-muted-foreground text-sm">
                {t.rich('position', {
                  position: formatOrdinal(place.position, regional),
                  date: formatDateTime(place.joinedAt, timezone, 'date', regional),
                  b: (chunks) => <span className="text-foreground font-medium tabular-nums">{chunks}</span>,
                  time: (chunks) => <time dateTime={place.joinedAt}>{chunks}</time>,
                })}
              </p>
              {offered ? (
                <p className="text-success-foreground text-sm">
                  {t('placeOpened')}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {offered ? (
                <Link href={servicePage} className={buttonVariants({ size: 'sm' })}>
                  {t('bookPlace')}
                </Link>
              ) : null}
              <WaitlistLeaveButton serviceId={place.serviceId} serviceName={place.serviceName} offered={offered} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
