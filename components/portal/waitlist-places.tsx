import { BellRing } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { formatDate } from '@/lib/core/format-time';
import { positionLabel } from '@/lib/waitlist/position-label';
import type { TWaitlistPlaceRow } from '@/lib/waitlist/schemas';
import { WaitlistLeaveButton } from './waitlist-leave-button';

type Props = { places: TWaitlistPlaceRow[]; timezone: string };

/** The student's waitlist places as cards (one column on a phone), each with its position and a leave button. */
export function WaitlistPlaces({ places, timezone }: Props) {
  return (
    <ul className="space-y-3" aria-label="Your waitlist places">
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
                    <BellRing aria-hidden="true" /> Offered
                  </Badge>
                ) : null}
              </div>
              <p className="text-muted-foreground text-sm">
                <span className="text-foreground font-medium tabular-nums">{positionLabel(place.position)}</span> in
                line · joined <time dateTime={place.joinedAt}>{formatDate(place.joinedAt, timezone)}</time>
              </p>
              {offered ? (
                <p className="text-success-foreground text-sm">
                  A place opened for you: book it before it goes to the next student.
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {offered ? (
                <Link href={servicePage} className={buttonVariants({ size: 'sm' })}>
                  Book your place
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
