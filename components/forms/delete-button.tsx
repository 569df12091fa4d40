'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteOverrideRoute, deleteScheduleRoute } from '@/lib/availability/contracts';
import { deleteCancellationPolicyRoute } from '@/lib/booking/contracts';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';

/** What can be deleted, by name: the lists that show this button are server components, which cannot pass a contract. */
const deletions = {
  schedule: deleteScheduleRoute,
  override: deleteOverrideRoute,
  policy: deleteCancellationPolicyRoute,
};

type Props = {
  /** The kind of thing to delete, and its id. */
  resource: keyof typeof deletions;
  id: string;
  /** Accessible name of the trigger, e.g. "Delete schedule Term time". */
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Toast after success. */
  done: string;
};

/** A small "Delete" button that asks first, deletes through the API, then refreshes the page. */
export function DeleteButton({ resource, id, label, title, description, confirmLabel, done }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const refusal = await callApi(deletions[resource], { params: { id } }).then(
      () => null,
      (error: unknown) => error,
    );
    setPending(false);
    // 404: already gone (another tab); the refresh shows the list as it is.
    if (refusal && !(refusal instanceof ApiRefusal && refusal.status === 404)) {
      toast.error(refusalMessage(refusal, 'It could not be deleted. Try again.'));
      return;
    }
    setOpen(false);
    toast.success(done);
    router.refresh();
  }

  return (
    <>
      <Button type="button" variant="ghost" size="sm" aria-label={label} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        destructive
        pending={pending}
        onConfirm={remove}
      />
    </>
  );
}
