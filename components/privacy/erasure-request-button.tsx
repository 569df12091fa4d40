'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useHydrated } from '@/components/ui/use-hydrated';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { requestErasureRoute } from '@/lib/privacy/contracts';

/** "Request erasure", confirmed first (POST /api/student/privacy/erasure-request), then the page refreshes. */
export function ErasureRequestButton({ disabled = false }: { disabled?: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function request() {
    setPending(true);
    try {
      await callApi(requestErasureRoute, {});
      toast.success('Your erasure request was sent to your teacher.');
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error, 'The request could not be sent. Try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button type="button" variant="danger" disabled={!hydrated || disabled} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Request erasure
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Erase all your data?"
        description={
          <p>
            Your teacher has 30 days to handle the request. Once it is carried out your profile, notes and history are
            erased for good and you can no longer sign in. Payment records are kept, without your name, for the
            accounts. Download a copy first if you want one.
          </p>
        }
        confirmLabel="Request erasure"
        destructive
        pending={pending}
        onConfirm={request}
      />
    </>
  );
}
