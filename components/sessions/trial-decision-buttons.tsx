'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { failureMessage, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from './reason-dialog';

type Props = {
  sessionId: string;
  /** Who and when, for the reject dialog: "Ana Ruiz, Mon, 23 Nov 2026, 09:30". */
  description: string;
};

/** Confirm or reject a pending trial (POST /confirm, /reject); the API's refusal is shown inline. */
export function TrialDecisionButtons({ sessionId, description }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState<'confirm' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: 'confirm' | 'reject', reason?: string) {
    setError(null);
    setPending(decision);
    const body = decision === 'reject' ? (reason ? { reason } : {}) : undefined;
    const answer = await sendJson('POST', `/api/teacher/sessions/${sessionId}/${decision}`, body);
    setPending(null);
    if (!answer.ok) {
      setError(failureMessage(answer, `The trial could not be ${decision === 'confirm' ? 'confirmed' : 'rejected'}.`));
      return false;
    }
    setRejecting(false);
    router.refresh();
    return true;
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={pending === 'confirm'}
          disabled={pending !== null}
          onClick={() => void decide('confirm')}
        >
          Confirm trial
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={pending !== null}
          onClick={() => {
            setError(null);
            setRejecting(true);
          }}
        >
          Reject trial
        </Button>
      </div>
      {error && !rejecting ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {error}
        </p>
      ) : null}
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Reject this trial?"
        description={`${description}. The student gets an e-mail with your reason, if you give one, and the time is free again.`}
        confirmLabel="Reject trial"
        pending={pending === 'reject'}
        error={rejecting ? error : null}
        onConfirm={({ reason }) => decide('reject', reason)}
      />
    </div>
  );
}
