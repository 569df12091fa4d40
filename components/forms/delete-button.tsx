'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { failureMessage, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = {
  /** The API address to DELETE. */
  url: string;
  /** Accessible name of the trigger, e.g. "Delete schedule Term time". */
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Toast after success. */
  done: string;
};

/** A small "Delete" button that asks first, deletes through the API, then refreshes the page. */
export function DeleteButton({ url, label, title, description, confirmLabel, done }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const answer = await sendJson<null>('DELETE', url);
    setPending(false);
    if (!answer.ok && answer.status !== 404) {
      toast.error(failureMessage(answer, 'It could not be deleted. Try again.'));
      return;
    }
    // 404: already gone (another tab); the refresh shows the list as it is.
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
