'use client';

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TScheduleItem } from '@/lib/catalogue/schemas';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { deleteScheduleItemRoute } from '@/lib/catalogue/schedule-contracts';

type Props = { serviceId: string; item: Pick<TScheduleItem, 'id' | 'title'>; onDeleted: () => void };

/** Deletes a course item after a confirmation; the following items move up. */
export function DeleteScheduleItemButton({ serviceId, item, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    try {
      await callApi(deleteScheduleItemRoute, { params: { id: serviceId, itemId: item.id } });
    } catch (error) {
      return void toast.error(refusalMessage(error, 'The item could not be deleted.'));
    } finally {
      setPending(false);
    }
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
