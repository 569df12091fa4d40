'use client';

import { Check, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/components/ui/use-hydrated';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { approveErasureRequestRoute, rejectErasureRequestRoute } from '@/lib/privacy/contracts';
import { maxRejectionReasonLength, ZRejectErasureInput } from '@/lib/privacy/schemas';

type Props = { requestId: string; studentName: string };

/** Approve (erase, after a confirmation) or reject (with a reason) one open erasure request. */
export function ErasureRequestActions({ requestId, studentName }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function approve() {
    setPending(true);
    try {
      await callApi(approveErasureRequestRoute, { params: { id: requestId } });
      toast.success(`${studentName}'s data was erased.`);
      setConfirming(false);
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error, 'The erasure failed. Nothing was changed; try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        type="button"
        size="sm"
        variant="danger"
        disabled={!hydrated}
        aria-label={`Approve the erasure request of ${studentName}`}
        onClick={() => setConfirming(true)}
      >
        <Check aria-hidden="true" /> Approve
      </Button>
      <FormDialog
        trigger={
          <Button
            type="button"
            size="sm"
            variant="secondary"
            aria-label={`Reject the erasure request of ${studentName}`}
          >
            <X aria-hidden="true" /> Reject
          </Button>
        }
        title="Reject the erasure request"
        description={`${studentName} sees your reason in their portal. Give the legal ground for keeping the data.`}
        submitLabel="Reject request"
      >
        {(controls) => <RejectForm requestId={requestId} {...controls} />}
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Erase ${studentName}'s data?`}
        description={
          <p>
            Their profile, notes, contact log, legal acceptances and notifications are erased for good. Sessions,
            reviews (rating and text) and payments stay without their name. This cannot be undone.
          </p>
        }
        confirmLabel="Erase data"
        destructive
        pending={pending}
        onConfirm={approve}
      />
    </div>
  );
}

function RejectForm({ requestId, formId, onSavingChange, close }: { requestId: string } & FormDialogControls) {
  const router = useRouter();
  const { form, onSubmit, formError } = useApiForm({
    schema: ZRejectErasureInput,
    defaultValues: { reason: '' },
    fallback: 'The request could not be rejected. Try again.',
    submit: async (body) => {
      onSavingChange(true);
      try {
        return await callApi(rejectErasureRequestRoute, { params: { id: requestId }, body });
      } finally {
        onSavingChange(false);
      }
    },
    onSuccess: () => {
      toast.success('Erasure request rejected.');
      close();
      router.refresh();
    },
  });
  return (
    <form id={formId} onSubmit={onSubmit} className="space-y-3" noValidate>
      <FormAlert message={formError} />
      <FormField
        label="Reason"
        error={form.formState.errors.reason?.message}
        hint={`At most ${maxRejectionReasonLength} characters`}
        required
      >
        <Textarea rows={4} maxLength={maxRejectionReasonLength} {...form.register('reason')} />
      </FormField>
    </form>
  );
}
