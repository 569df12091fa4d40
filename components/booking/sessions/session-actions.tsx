'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cancelTeacherSessionRoute, completeTeacherSessionRoute } from '@/lib/booking/contracts';
import { refusalMessage } from '@/lib/client/api-refusal';
import { ReasonDialog } from './reason-dialog';
import { RefusalLine } from './refusal-line';
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
  const t = useTranslations('teacherSessionTools');
  const [dialog, setDialog] = useState<'complete' | 'cancel' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const params = { id: sessionId };
  const complete = useApiMutation(completeTeacherSessionRoute, {
    onSuccess: () => {
      setDialog(null);
      setNotice(t('actions.completed'));
    },
  });
  const cancel = useApiMutation(cancelTeacherSessionRoute, {
    onSuccess: ({ outcome }) => {
      setDialog(null);
      setNotice(t('actions.cancelled', { outcome: describeOutcome(outcome, t) }));
    },
  });
  const error = complete.error ? refusalMessage(complete.error, t('actions.completeFailed')) : null;

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
          {canComplete ? <Button onClick={() => open('complete')}>{t('actions.complete')}</Button> : null}
          {canCancel ? (
            <Button variant="secondary" onClick={() => open('cancel')}>
              {t('actions.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'scheduled' && !started ? (
        <p className="text-muted-foreground text-sm">{t('actions.notStarted')}</p>
      ) : null}
      {status !== 'pending_confirmation' && !canCancel ? (
        <p className="text-muted-foreground text-sm">{t('actions.closed')}</p>
      ) : null}
      <RefusalLine message={dialog === null ? error : null} />
      <p role="status" className="text-sm empty:hidden">
        {notice}
      </p>
      <ConfirmDialog
        open={dialog === 'complete'}
        onOpenChange={(next) => setDialog(next ? 'complete' : null)}
        title={t('actions.completeTitle')}
        description={
          <>
            <p>{t('actions.completeText', { description })}</p>
            <p>{t('actions.creditUsed')}</p>
            {error ? (
              <p role="alert" className="text-danger-foreground mt-2 font-medium">
                {error}
              </p>
            ) : null}
          </>
        }
        confirmLabel={t('actions.complete')}
        pending={complete.isPending}
        onConfirm={() => complete.mutate({ params })}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        onOpenChange={(next) => setDialog(next ? 'cancel' : null)}
        title={t('actions.cancelTitle')}
        description={t('actions.cancelText', { description })}
        confirmLabel={t('actions.cancel')}
        option={{ label: t('actions.applyPolicy'), hint: t('actions.applyPolicyHint') }}
        onConfirm={({ reason, option }) =>
          cancel.mutateAsync({ params, body: { ...(reason ? { reason } : {}), applyPolicy: option } })
        }
        fallback={t('actions.cancelFailed')}
      />
    </div>
  );
}
