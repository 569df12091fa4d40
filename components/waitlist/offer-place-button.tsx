'use client';

import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useHydrated } from '@/components/ui/use-hydrated';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
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
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function offer() {
    setPending(true);
    try {
      await callApi(offerWaitlistPlaceRoute, { params: { id: serviceId, entryId } });
    } catch (error) {
      return void toast.error(refusalMessage(error, 'The place could not be offered. Try again.'));
    } finally {
      setPending(false);
    }
    setOpen(false);
    toast.success(`${studentName} was offered a place.`);
    router.refresh();
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={!hydrated || disabled}
        aria-describedby={describedBy}
        aria-label={`Offer a place to ${studentName}`}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden="true" /> Offer a place
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Offer a place to ${studentName}?`}
        description={`${studentName} gets an e-mail that a place opened in ${serviceName}, with a link to book it. The place goes to whoever books first, so offer no more places than are free.`}
        confirmLabel="Offer the place"
        pending={pending}
        onConfirm={() => void offer()}
      />
    </>
  );
}
