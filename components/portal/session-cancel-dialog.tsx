'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { getJson, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { describeOutcome } from '@/lib/booking/student/describe-outcome';
import type { TCancellationPreview, TStudentCancelResult, TStudentSession } from '@/lib/booking/student/schemas';
import { formatInstantRange } from '@/lib/ui/time-zones-local-slots';
import { SessionOutcome, SessionOutcomePending } from './session-outcome';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'preview'; preview: TCancellationPreview }
  | { step: 'done'; result: TStudentCancelResult };

/** INVALID_STATE (409) and POLICY_BLOCKED (422) carry the server's reason: show it. */
const failureText = (status: number, message: string | undefined, fallback: string) =>
  message ?? (status === 409 ? 'This session can no longer be cancelled.' : fallback);

/**
 * "Cancel" on a session: the dialog first asks the server what the policy would do (the same
 * evaluator as the cancel itself) and shows it; confirming cancels and shows what happened.
 */
export function SessionCancelDialog({ session }: { session: TStudentSession }) {
  const router = useRouter();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ step: 'loading' });
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loadId = useRef(0);
  const base = `/api/student/sessions/${session.id}`;

  async function loadPreview() {
    const id = ++loadId.current;
    setState({ step: 'loading' });
    const answer = await getJson<TCancellationPreview>(`${base}/cancellation-preview`);
    if (id !== loadId.current) return;
    if (answer.ok) setState({ step: 'preview', preview: answer.data });
    else
      setState({
        step: 'failed',
        message: failureText(answer.status, answer.error?.message, 'The policy could not be checked.'),
      });
  }

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setReason('');
      setError(null);
      void loadPreview();
    } else if (state.step === 'done') {
      router.refresh();
    }
  }

  async function confirm() {
    setPending(true);
    setError(null);
    const trimmed = reason.trim();
    const answer = await sendJson<TStudentCancelResult>('POST', `${base}/cancel`, trimmed ? { reason: trimmed } : {});
    setPending(false);
    if (answer.ok) {
      setState({ step: 'done', result: answer.data });
      return;
    }
    setError(failureText(answer.status, answer.error?.message, 'The session could not be cancelled. Try again.'));
    // The policy or the session may have changed since the preview: show the current one.
    if (answer.status === 422 || answer.status === 409) void loadPreview();
  }

  const preview = state.step === 'preview' ? describeOutcome({ kind: 'cancel', ...state.preview }) : null;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Cancel
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{state.step === 'done' ? 'Session cancelled' : 'Cancel this session?'}</DialogTitle>
          <DialogDescription>
            {session.service.name} · {formatInstantRange(session.startsAt, session.endsAt, session.timezone)}
          </DialogDescription>
        </DialogHeader>
        {state.step === 'loading' ? <SessionOutcomePending /> : null}
        {state.step === 'failed' ? <SessionOutcomePending error={state.message} /> : null}
        {preview ? <SessionOutcome description={preview} /> : null}
        {state.step === 'done' ? (
          <SessionOutcome description={describeOutcome({ kind: 'cancel', ...state.result, tense: 'done' })} />
        ) : null}
        {preview?.canConfirm ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={reasonId}>Reason (optional)</Label>
            <Textarea
              id={reasonId}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-danger-foreground text-sm font-medium">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          {state.step === 'done' ? (
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="secondary">Keep session</Button>
              </DialogClose>
              {state.step === 'failed' ? (
                <Button variant="secondary" onClick={() => void loadPreview()}>
                  Try again
                </Button>
              ) : null}
              <Button variant="danger" loading={pending} disabled={!preview?.canConfirm} onClick={() => void confirm()}>
                Confirm cancellation
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
