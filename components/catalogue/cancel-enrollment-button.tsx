'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { callApi } from '@/lib/client/call-api';
import { refusalMessage } from '@/lib/client/api-refusal';
import { cancelEnrollmentRoute } from '@/lib/enrollments/contracts';

type Props = { enrollmentId: string; studentName: string };

/** Cancels an enrollment that is not final yet, after a confirmation. */
export function CancelEnrollmentButton({ enrollmentId, studentName }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function cancel() {
    setPending(true);
    try {
      await callApi(cancelEnrollmentRoute, { params: { id: enrollmentId } });
    } catch (error) {
      return void toast.error(refusalMessage(error, 'The enrollment could not be cancelled.'));
    } finally {
      setPending(false);
    }
    setOpen(false);
    toast.success(`${studentName}’s enrollment is cancelled.`);
    router.refresh();
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Cancel ${studentName}’s enrollment`}>
        Cancel
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel ${studentName}’s enrollment?`}
        description="The student can no longer book with it. Booked sessions, remaining credits and payments are not changed: refund or cancel sessions separately if needed."
        confirmLabel="Cancel enrollment"
        destructive
        pending={pending}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
