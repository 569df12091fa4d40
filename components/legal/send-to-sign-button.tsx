'use client';

import { Send } from 'lucide-react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
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
  const send = useApiMutation(sendContractRoute, {
    success: (result) => (result.sent.length ? `"${title}" sent to sign.` : `"${title}" is already signed.`),
    failure: 'The document could not be sent. Try again.',
  });
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      loading={send.isPending}
      onClick={() => send.mutate({ body: { documentId, studentIds: [studentId] } })}
      aria-label={`${again ? 'Send again' : 'Send to sign'}: ${title}`}
    >
      <Send aria-hidden="true" /> {again ? 'Send again' : 'Send to sign'}
    </Button>
  );
}
