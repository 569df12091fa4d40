'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { deleteStudentReviewRoute } from '@/lib/reviews/contracts';

/** Deletes an own review after asking (DELETE /api/student/reviews/:id); the lesson can be reviewed again. */
export function StudentReviewDeleteButton({
  reviewId,
  subject,
  disabled,
}: {
  reviewId: string;
  subject: string;
  disabled?: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const refusal = await callApi(deleteStudentReviewRoute, { params: { id: reviewId } }).then(
      () => null,
      (error: unknown) => error,
    );
    setPending(false);
    if (refusal && !(refusal instanceof ApiRefusal && refusal.status === 404)) {
      toast.error(refusalMessage(refusal, 'Your review could not be deleted. Try again.'));
      return;
    }
    setOpen(false);
    toast.success('Review deleted.');
    router.refresh();
  }

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={disabled}
        aria-label={`Delete your review of ${subject}`}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your review?"
        description="It disappears from your teacher's page. You can review the lesson again later."
        confirmLabel="Delete review"
        destructive
        pending={pending}
        onConfirm={remove}
      />
    </>
  );
}
