'use client';

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TScheduleItem } from '@/lib/catalogue/schemas';
import { failureMessage, sendJson } from './send-json';

type Props = { serviceId: string; item: Pick<TScheduleItem, 'id' | 'title'>; onDeleted: () => void };

/** Deletes a course item after a confirmation; the following items move up. */
export function DeleteScheduleItemButton({ serviceId, item, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const answer = await sendJson('DELETE', `/api/teacher/services/${serviceId}/schedule/${item.id}`);
    setPending(false);
    if (!answer.ok) return void toast.error(failureMessage(answer, 'The item could not be deleted.'));
    setOpen(false);
    toast.success(`“${item.title}” was deleted.`);
    onDeleted();
  }

  return (
    <>
      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${item.title}`} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete “${item.title}”?`}
        description="It is removed from the course outline; the items after it move up."
        confirmLabel="Delete item"
        destructive
        pending={pending}
        onConfirm={() => void remove()}
      />
    </>
  );
}
