'use client';

import { Send } from 'lucide-react';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { useHydrated } from '@/components/ui/use-hydrated';
import { offerWaitlistPlaceRoute } from '@/lib/waitlist/contracts';

type Props = {
  serviceId: string;
  serviceName: string;
  entryId: string;
  studentName: string;
  /** No place is free: the button stays, disabled, and `describedBy` names the note that says why. */
  disabled?: boolean;
  describedBy?: string;
};

/** Offers a free place of the service to one student of its waitlist, after a confirmation. */
export function OfferPlaceButton({ serviceId, serviceName, entryId, studentName, disabled, describedBy }: Props) {
  const hydrated = useHydrated();
  return (
    <ConfirmAction
      contract={offerWaitlistPlaceRoute}
      input={{ params: { id: serviceId, entryId } }}
      variant="secondary"
      disabled={!hydrated || disabled}
      describedBy={describedBy}
      label={`Offer a place to ${studentName}`}
      title={`Offer a place to ${studentName}?`}
      description={`${studentName} gets an e-mail that a place opened in ${serviceName}, with a link to book it. The place goes to whoever books first, so offer no more places than are free.`}
      confirmLabel="Offer the place"
      destructive={false}
      done={`${studentName} was offered a place.`}
      failure="The place could not be offered. Try again."
    >
      <Send aria-hidden="true" /> Offer a place
    </ConfirmAction>
  );
}
