'use client';

import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cancelTeacherSessionRoute, completeTeacherSessionRoute } from '@/lib/booking/contracts';
import { refusalMessage } from '@/lib/client/api-refusal';
import { ReasonDialog } from './reason-dialog';
import { describeOutcome } from './session-format';
import { TrialDecisionButtons } from './trial-decision-buttons';

type Props = {
  sessionId: string;
  status: string;
  /** Whether the lesson has started: only then can it be completed (the API refuses it before). */
  started: boolean;
  /** "Ana Ruiz, Mon, 23 Nov 2026, 09:30", for the dialogs. */
  description: string;
};

const cancellable = new Set(['hold', 'scheduled', 'pending_review']);

/**
 * What the teacher can do with the session in its state: confirm / reject a pending trial,
 * complete a scheduled one once it has started, cancel an open one. The outcome of a cancellation stays on screen after
 * the page refreshes (this component outlives the buttons that go away).
 */
export function SessionActions({ sessionId, status, started, description }: Props) {
  const [dialog, setDialog] = useState<'complete' | 'cancel' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const params = { id: sessionId };
  const complete = useApiMutation(completeTeacherSessionRoute, {
    onSuccess: () => {
      setDialog(null);
      setNotice('The session is completed.');
    },
  });
  const cancel = useApiMutation(cancelTeacherSessionRoute, {
    onSuccess: ({ outcome }) => {
      setDialog(null);
      setNotice(`The session is cancelled. ${describeOutcome(outcome)}`);
    },
  });
  const error = complete.error ? refusalMessage(complete.error, 'The session could not be completed.') : null;

  function open(which: 'complete' | 'cancel') {
    complete.reset();
    setDialog(which);
  }

  const canCancel = cancellable.has(status);
  const canComplete = status === 'scheduled' && started;
  return (
    <div className="flex flex-col gap-3">
      {status === 'pending_confirmation' ? (
        <TrialDecisionButtons sessionId={sessionId} description={description} />
      ) : null}
      {canComplete || canCancel ? (
        <div className="flex flex-wrap gap-2">
          {canComplete ? <Button onClick={() => open('complete')}>Complete session</Button> : null}
          {canCancel ? (
            <Button variant="secondary" onClick={() => open('cancel')}>
              Cancel session
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'scheduled' && !started ? (
        <p className="text-muted-foreground text-sm">You can complete the session once it has started.</p>
      ) : null}
      {status !== 'pending_confirmation' && !canCancel ? (
        <p className="text-muted-foreground text-sm">This session is closed: nothing more to decide.</p>
      ) : null}
      {error && dialog === null ? (
        <p role="alert" className="text-danger-foreground text-sm font-medium">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm empty:hidden">
        {notice}
      </p>
      <ConfirmDialog
        open={dialog === 'complete'}
        onOpenChange={(next) => setDialog(next ? 'complete' : null)}
        title="Complete this session?"
        description={
          <>
            <p>{description}.</p>
            <p>The booked credit of each student is used.</p>
            {error ? (
              <p role="alert" className="text-danger-foreground mt-2 font-medium">
                {error}
              </p>
            ) : null}
          </>
        }
        confirmLabel="Complete session"
        pending={complete.isPending}
        onConfirm={() => complete.mutate({ params })}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        onOpenChange={(next) => setDialog(next ? 'cancel' : null)}
        title="Cancel this session?"
        description={`${description}. By default the student keeps the credit.`}
        confirmLabel="Cancel session"
        option={{
          label: 'Apply my cancellation policy',
          hint: 'Use it when the student asked to cancel: the policy decides whether the credit is returned, kept with a penalty or lost.',
        }}
        onConfirm={({ reason, option }) =>
          cancel.mutateAsync({ params, body: { ...(reason ? { reason } : {}), applyPolicy: option } })
        }
        fallback="The session could not be cancelled."
      />
    </div>
  );
}
