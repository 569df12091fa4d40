'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { failureMessage, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeOutcome, type TPolicyOutcomeView } from './session-format';

type Props = { sessionId: string; studentId: string; studentName: string };

/** Records that one student missed the session (POST /no-show/:studentId); the outcome is shown. */
export function NoShowButton({ sessionId, studentId, studentName }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'done'; text: string } | null>(null);

  async function mark() {
    setPending(true);
    const answer = await sendJson<{ outcome: TPolicyOutcomeView }>(
      'POST',
      `/api/teacher/sessions/${sessionId}/no-show/${studentId}`,
    );
    setPending(false);
    setOpen(false);
    if (!answer.ok) {
      setMessage({ tone: 'error', text: failureMessage(answer, 'The no-show could not be recorded.') });
      return;
    }
    setMessage({
      tone: 'done',
      text: `${studentName} is marked as a no-show. ${describeOutcome(answer.data.outcome)}`,
    });
    router.refresh();
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`Mark ${studentName} as no-show`}>
        No-show
      </Button>
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'text-danger-foreground text-xs font-medium' : 'text-xs'}
        >
          {message.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Mark ${studentName} as no-show?`}
        description="Your cancellation policy's no-show rule decides what happens to the student's credit."
        confirmLabel="Mark as no-show"
        destructive
        pending={pending}
        onConfirm={() => void mark()}
      />
    </div>
  );
}
