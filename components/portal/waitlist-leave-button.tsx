'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { leaveWaitlistRoute } from '@/lib/waitlist/contracts';

type Props = { serviceId: string; serviceName: string; offered: boolean };

/** Leaves one service's waitlist after a confirmation, then reloads the list. */
export function WaitlistLeaveButton({ serviceId, serviceName, offered }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function leave() {
    setPending(true);
    const refusal = await callApi(leaveWaitlistRoute, { params: { serviceId } }).then(
      () => null,
      (error: unknown) => error,
    );
    setPending(false);
    // Already off the list (left in another tab): the refreshed page shows it gone.
    if (refusal && !(refusal instanceof ApiRefusal && refusal.status === 404)) {
      return void toast.error(refusalMessage(refusal, 'You could not leave the waitlist. Try again.'));
    }
    setOpen(false);
    toast.success(`You left the waitlist of ${serviceName}.`);
    router.refresh();
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Leave the waitlist of ${serviceName}`}
      >
        Leave
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Leave the waitlist of ${serviceName}?`}
        description={
          offered
            ? 'The place offered to you goes to the next student in line. You can join again later, at the end of the line.'
            : 'You lose your position. You can join again later, at the end of the line.'
        }
        confirmLabel="Leave waitlist"
        destructive
        pending={pending}
        onConfirm={() => void leave()}
      />
    </>
  );
}
