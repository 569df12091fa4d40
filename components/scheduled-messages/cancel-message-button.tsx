'use client';

import { Ban } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { cancelScheduledMessageRoute } from '@/lib/scheduled-messages/contracts';

type Props = { messageId: string; subject: string; audienceLabel: string; when: string };

/** Cancels a pending message after a confirmation; a message sent meanwhile is refused (409) and the list refreshes. */
export function CancelMessageButton({ messageId, subject, audienceLabel, when }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function cancel() {
    setPending(true);
    const refusal = await callApi(cancelScheduledMessageRoute, { params: { id: messageId } }).then(
      () => null,
      (error: unknown) => error,
    );
    setPending(false);
    setOpen(false);
    if (refusal) toast.error(refusalMessage(refusal, 'The message could not be cancelled. Try again.'));
    else toast.success('Message cancelled: it will not be sent.');
    router.refresh();
  }

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-label={`Cancel "${subject}"`}
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden="true" /> Cancel
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Stop this message from going out?"
        description={`"${subject}" to ${audienceLabel} will not be sent on ${when}. You can schedule it again later.`}
        confirmLabel="Stop message"
        destructive
        pending={pending}
        onConfirm={cancel}
      />
    </>
  );
}
