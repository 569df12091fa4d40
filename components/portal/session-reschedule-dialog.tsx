'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { SlotPicker, type PickedSlot } from '@/components/booking/slot-picker';
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
import { describeOutcome } from '@/lib/booking/student/describe-outcome';
import type { TReschedulePreview, TStudentRescheduleResult, TStudentSession } from '@/lib/booking/student/schemas';
import { formatInstantRange } from '@/lib/ui/time-zones-local-slots';
import { SessionOutcome, SessionOutcomePending } from './session-outcome';

type Preview =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'ready'; preview: TReschedulePreview };

const failureText = (status: number, code: string | undefined, message: string | undefined, fallback: string) => {
  if (code === 'SLOT_UNAVAILABLE')
    return 'This time was just taken. The free times have been reloaded: pick another one.';
  // INVALID_STATE: the server says why (started, not scheduled, shared with other students...).
  if (status === 409) return message ?? 'This session can no longer be moved.';
  return message ?? fallback;
};

/**
 * "Reschedule" on a session: pick a free time of the same service, see what the policy says about
 * moving to it (and whether it is still free), then confirm.
 */
export function SessionRescheduleDialog({ session }: { session: TStudentSession }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  const [preview, setPreview] = useState<Preview>({ step: 'idle' });
  const [reloadKey, setReloadKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TStudentRescheduleResult | null>(null);
  const previewId = useRef(0);
  const base = `/api/student/sessions/${session.id}`;

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setPicked(null);
      setPreview({ step: 'idle' });
      setError(null);
      setDone(null);
    } else if (done) {
      router.refresh();
    }
  }

  async function pick(choice: PickedSlot | null) {
    setPicked(choice);
    setError(null);
    const id = ++previewId.current;
    if (!choice) return setPreview({ step: 'idle' });
    setPreview({ step: 'loading' });
    const query = new URLSearchParams({ startUtc: choice.slot.startUtc });
    const answer = await getJson<TReschedulePreview>(`${base}/reschedule-preview?${query.toString()}`);
    if (id !== previewId.current) return;
    if (answer.ok) setPreview({ step: 'ready', preview: answer.data });
    else {
      const message = failureText(
        answer.status,
        answer.error?.code,
        answer.error?.message,
        'This time could not be checked.',
      );
      setPreview({ step: 'failed', message });
    }
  }

  async function confirm() {
    if (!picked) return;
    setPending(true);
    setError(null);
    const answer = await sendJson<TStudentRescheduleResult>('POST', `${base}/reschedule`, {
      startUtc: picked.slot.startUtc,
      timezone: picked.timeZone,
    });
    setPending(false);
    if (answer.ok) return setDone(answer.data);
    setError(failureText(answer.status, answer.error?.code, answer.error?.message, 'The session could not be moved.'));
    if (answer.error?.code === 'SLOT_UNAVAILABLE') {
      previewId.current += 1;
      setPicked(null);
      setPreview({ step: 'idle' });
      setReloadKey((key) => key + 1);
    }
  }

  const described =
    preview.step === 'ready'
      ? describeOutcome({
          kind: 'reschedule',
          outcome: preview.preview.outcome,
          slotAvailable: preview.preview.slotAvailable,
        })
      : null;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{done ? 'Session rescheduled' : 'Reschedule session'}</DialogTitle>
          <DialogDescription>
            {session.service.name} · {done ? 'was' : 'now'}{' '}
            {formatInstantRange(session.startsAt, session.endsAt, session.timezone)}
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <>
            <SessionOutcome
              description={describeOutcome({ kind: 'reschedule', outcome: done.outcome, tense: 'done' })}
            />
            <p className="text-foreground text-sm">
              New time:{' '}
              <span className="font-medium">
                {formatInstantRange(done.session.startsAt, done.session.endsAt, done.session.timezone)}
              </span>{' '}
              ({done.session.timezone.replace(/_/g, ' ')})
            </p>
          </>
        ) : (
          <>
            <SlotPicker
              teacherSlug={session.teacher.slug}
              serviceId={session.service.id}
              source="student"
              selected={picked?.slot.startUtc ?? null}
              onSelect={(choice) => void pick(choice)}
              reloadKey={reloadKey}
            />
            <div className="space-y-2">
              <p className="text-foreground text-sm" aria-live="polite">
                {picked ? (
                  <>
                    New time: <span className="font-medium">{picked.slot.label}</span> to {picked.slot.endTime}
                  </>
                ) : (
                  'Choose a new time above.'
                )}
              </p>
              {preview.step === 'loading' ? <SessionOutcomePending /> : null}
              {preview.step === 'failed' ? <SessionOutcomePending error={preview.message} /> : null}
              {described ? <SessionOutcome description={described} /> : null}
            </div>
          </>
        )}
        {error ? (
          <p role="alert" className="text-danger-foreground text-sm font-medium">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          {done ? (
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="secondary">Keep current time</Button>
              </DialogClose>
              <Button loading={pending} disabled={!described?.canConfirm} onClick={() => void confirm()}>
                Confirm new time
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
