'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { deleteDiscountCodeRoute } from '@/lib/discounts/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Soft-deletes a code after confirmation, then goes back to the list. */
export function DeleteDiscountButton({ id, code }: { id: string; code: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    try {
      await callApi(deleteDiscountCodeRoute, { params: { id } });
    } catch (error) {
      toast.error(refusalMessage(error, 'The code could not be deleted. Try again.'));
      return;
    } finally {
      setPending(false);
    }
    setOpen(false);
    toast.success(`Code ${code} deleted`);
    router.push('/teacher/discounts');
    router.refresh();
  }

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete code ${code}?`}
        description="Students can no longer use it. Enrollments that already used it keep their price."
        confirmLabel="Delete code"
        destructive
        pending={pending}
        onConfirm={remove}
      />
    </>
  );
}
