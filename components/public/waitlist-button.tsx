'use client';

import Link from 'next/link';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { joinWaitlistRoute } from '@/lib/waitlist/contracts';
import { positionLabel } from '@/lib/waitlist/position-label';
import type { TWaitlistPlace } from '@/lib/waitlist/schemas';

type Props = { serviceId: string; serviceName: string; initialPlace: TWaitlistPlace | null };

/** A full service's call to action for a signed-in student: join its waitlist and see the position. */
export function WaitlistButton({ serviceId, serviceName, initialPlace }: Props) {
  // The page is not refreshed: the place answered is what changed.
  const joining = useApiMutation(joinWaitlistRoute, { refresh: false });
  const place = joining.data ?? initialPlace;
  const error = joining.error ? refusalMessage(joining.error, 'You could not join the waitlist. Try again.') : null;

  return (
    <section aria-labelledby="waitlist-heading" className="border-border bg-surface rounded-xl border p-5 shadow-sm">
      <h2 id="waitlist-heading" className="text-foreground text-base font-semibold">
        {serviceName} is full
      </h2>
      {place ? (
        <div role="status" className="mt-2 space-y-2 text-sm leading-6">
          <p className="text-foreground">
            {place.status === 'notified'
              ? 'A place opened for you: enroll below before it goes to the next student.'
              : `You are on the waitlist, ${positionLabel(place.position)} in line. We e-mail you when a place opens.`}
          </p>
          <Link href="/portal/waitlist" className="text-primary font-medium hover:underline">
            Your waitlist places
          </Link>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground mt-2 text-sm leading-6">
            Join the waitlist: when a place opens, the first student in line gets it by e-mail.
          </p>
          <Button
            className="mt-3 w-full"
            loading={joining.isPending}
            onClick={() => joining.mutate({ body: { serviceId } })}
          >
            Join the waitlist
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
