'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useApiCall } from '@/components/api/use-api-call';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatOrdinal } from '@/lib/presentation/format';
import type { TWaitlistPlace } from '@/lib/waitlist/schemas';

// The route's contract (and Zod with its schemas) loads when the student joins, not with the page (issue 38, item 6).
const loadJoinRoute = () => import('@/lib/waitlist/contracts').then((loaded) => loaded.joinWaitlistRoute);

type Props = { serviceId: string; serviceName: string; initialPlace: TWaitlistPlace | null };

/** A full service's call to action for a signed-in student: join its waitlist and see the position. */
export function WaitlistButton({ serviceId, serviceName, initialPlace }: Props) {
  // The page is not refreshed: the place answered is what changed.
  const t = useTranslations('publicService.waitlist');
  const regional = useRegionalFormat();
  const joining = useApiCall(loadJoinRoute);
  const place = joining.data ?? initialPlace;
  const error = joining.error ? refusalMessage(joining.error, t('error')) : null;

  return (
    <section aria-labelledby="waitlist-heading" className="border-border bg-surface rounded-xl border p-5 shadow-sm">
      <h2 id="waitlist-heading" className="text-foreground text-base font-semibold">
        {t('full', { service: serviceName })}
      </h2>
      {place ? (
        <div role="status" className="mt-2 space-y-2 text-sm leading-6">
          <p className="text-foreground">
            {place.status === 'notified'
              ? t('offered')
              : t('onList', { position: formatOrdinal(place.position, regional) })}
          </p>
          <Link href="/portal/waitlist" className="text-primary font-medium hover:underline">
            {t('yourPlaces')}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground mt-2 text-sm leading-6">{t('explain')}</p>
          <Button
            className="mt-3 w-full"
            loading={joining.isPending}
            onClick={() => joining.mutate({ body: { serviceId } })}
          >
            {t('join')}
          </Button>
          {error ? (
            <p role="alert" className="text-danger mt-2 text-sm">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
