'use client';

import { Mail, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { failureMessage, sendJson } from '@/components/services/send-json';
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
    const answer = await sendJson('POST', `/api/teacher/students/${studentId}/resend-magic-link`);
    setSending(false);
    if (answer.ok) toast.success(`A new sign-in link was sent to ${studentName}.`);
    else toast.error(failureMessage(answer, 'The link could not be sent. Try again.'));
  }

  async function remove() {
    setDeleting(true);
    const answer = await sendJson('DELETE', `/api/teacher/students/${studentId}`);
    setDeleting(false);
    if (!answer.ok) {
      toast.error(failureMessage(answer, 'The student could not be deleted. Try again.'));
      return;
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
