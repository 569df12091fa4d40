'use client';

import { Trash2 } from 'lucide-react';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { useHydrated } from '@/components/ui/use-hydrated';
import { requestErasureRoute } from '@/lib/privacy/contracts';

/** "Request erasure", confirmed first (POST /api/student/privacy/erasure-request), then the page refreshes. */
export function ErasureRequestButton({ disabled = false }: { disabled?: boolean }) {
  const hydrated = useHydrated();
  return (
    <ConfirmAction
      contract={requestErasureRoute}
      input={{}}
      variant="danger"
      size="md"
      disabled={!hydrated || disabled}
      title="Erase all your data?"
      description={
        <p>
          Your teacher has 30 days to handle the request. Once it is carried out your profile, notes and history are
          erased for good and you can no longer sign in. Payment records are kept, without your name, for the
          accounts. Download a copy first if you want one.
        </p>
      }
      confirmLabel="Request erasure"
      done="Your erasure request was sent to your teacher."
      failure="The request could not be sent. Try again."
    >
      <Trash2 aria-hidden="true" /> Request erasure
    </ConfirmAction>
  );
}
