'use client';

import { Mail, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { deleteStudentRoute, resendMagicLinkRoute } from '@/lib/students/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Resend the sign-in link, and delete (after a confirmation). */
export function StudentActions({ studentId, studentName }: { studentId: string; studentName: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await callApi(resendMagicLinkRoute, { params: { id: studentId } });
      toast.success(`A new sign-in link was sent to ${studentName}.`);
    } catch (error) {
      toast.error(refusalMessage(error, 'The link could not be sent. Try again.'));
    } finally {
      setSending(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await callApi(deleteStudentRoute, { params: { id: studentId } });
    } catch (error) {
      toast.error(refusalMessage(error, 'The student could not be deleted. Try again.'));
      return;
    } finally {
      setDeleting(false);
    }
    setConfirming(false);
    toast.success(`${studentName} was deleted.`);
    router.push('/teacher/students');
  }

  return (
    <>
      <Button variant="secondary" size="sm" loading={sending} onClick={resend}>
        <Mail aria-hidden="true" className="size-4" /> Resend sign-in link
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" /> Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${studentName}?`}
        description="They leave every list, and their personal data is removed from your sessions."
        confirmLabel="Delete student"
        destructive
        pending={deleting}
        onConfirm={remove}
      />
    </>
  );
}
