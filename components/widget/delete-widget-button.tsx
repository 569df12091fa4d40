'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { deleteWidgetConfigRoute } from '@/lib/widget/contracts';

/** Deletes a widget after asking; sites that embed it then show "not found". */
export function DeleteWidgetButton({ id, name, redirectTo }: { id: string; name: string; redirectTo?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const refusal = await callApi(deleteWidgetConfigRoute, { params: { id } }).then(
      () => null,
      (error: unknown) => error,
    );
    setPending(false);
    if (refusal && !(refusal instanceof ApiRefusal && refusal.status === 404)) {
      toast.error(refusalMessage(refusal, 'The widget could not be deleted. Try again.'));
      return;
    }
    setOpen(false);
    toast.success(`Widget “${name}” deleted`);
    if (redirectTo) router.push(redirectTo);
    router.refresh();
  }

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={`Delete widget ${name}`}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete the widget “${name}”?`}
        description="Websites that embed it will show “not found” instead of your services. Its past views and clicks stay in your insights."
        confirmLabel="Delete widget"
        destructive
        pending={pending}
        onConfirm={remove}
      />
    </>
  );
}
