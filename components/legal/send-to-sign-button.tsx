'use client';

import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { sendContractRoute } from '@/lib/legal/contracts';

/** One document to one student, from the student's profile (POST /api/teacher/settings/contracts). */
export function SendToSignButton({
  documentId,
  studentId,
  title,
  again = false,
}: {
  documentId: string;
  studentId: string;
  title: string;
  /** Already sent and not signed yet: the button reminds (a new e-mail, a new history entry). */
  again?: boolean;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function send() {
    setPending(true);
    try {
      const result = await callApi(sendContractRoute, { body: { documentId, studentIds: [studentId] } });
      toast.success(result.sent.length ? `"${title}" sent to sign.` : `"${title}" is already signed.`);
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error, 'The document could not be sent. Try again.'));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      loading={pending}
      onClick={send}
      aria-label={`${again ? 'Send again' : 'Send to sign'}: ${title}`}
    >
      <Send aria-hidden="true" /> {again ? 'Send again' : 'Send to sign'}
    </Button>
  );
}
