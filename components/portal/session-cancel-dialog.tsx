'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApiQuery } from '@/components/api/use-api-query';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cancelStudentSessionRoute, previewStudentCancellationRoute } from '@/lib/booking/student/contracts';
import { describeOutcome } from '@/lib/booking/student/describe-outcome';
import {
  ZCancelStudentSessionInput,
  type TStudentCancelResult,
  type TStudentSession,
} from '@/lib/booking/student/schemas';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { formatZoneLabel } from '@/lib/presentation/format';
import { formatInstantRange } from '@/lib/availability/local-slots';
import { SessionDialogButtons, SessionDialogError, SessionDialogFrame } from './session-dialog-frame';
import { SessionOutcome, SessionOutcomePending } from './session-outcome';

/** INVALID_STATE (409) and POLICY_BLOCKED (422) carry the server's reason: show it. */
const failureText = (error: unknown, fallback: string, noLonger: string) =>
  error instanceof ApiRefusal ? error.message || (error.status === 409 ? noLonger : fallback) : fallback;

/**
 * "Cancel" on a session: the dialog first asks the server what the policy would do (the same
 * evaluator as the cancel itself) and shows it; confirming cancels and shows what happened.
 */
export function SessionCancelDialog({ session, timeZone }: { session: TStudentSession; timeZone: string }) {
  const t = useTranslations('portal');
  const regional = useRegionalFormat();
  const router = useRouter();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<TStudentCancelResult | null>(null);
  const params = { id: session.id };
  // Asked again at each opening (never from the cache): the policy's answer depends on the time.
  const check = useApiQuery(previewStudentCancellationRoute, { params }, { enabled: open && !done, staleTime: 0 });
  const { form, onSubmit, formError, setFormError, submitting } = useApiForm({
    schema: ZCancelStudentSessionInput,
    defaultValues: { reason: '' },
    submit: (body) =>
      callApi(cancelStudentSessionRoute, { params, body: body.reason ? body : {} }).catch((error: unknown) => {
        // The policy or the session may have changed since the preview: show the current one.
        if (error instanceof ApiRefusal && (error.status === 422 || error.status === 409)) void check.refetch();
        throw error;
      }),
    onSuccess: setDone,
    messageFor: (refusal) => failureText(refusal, t('cancel.failed'), t('cancel.noLonger')),
    fallback: t('cancel.failed'),
  });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setDone(null);
      form.reset();
      setFormError(null);
    } else if (done) {
      router.refresh();
    }
  }

  const state = check.isFetching
    ? { step: 'loading' as const }
    : check.isError
      ? { step: 'failed' as const, message: failureText(check.error, t('cancel.checkFailed'), t('cancel.noLonger')) }
      : null;
  const words = (key: string, values?: Record<string, string | number>) => t(`outcome.${key}`, values);
  const preview = !done && !state && check.data ? describeOutcome({ kind: 'cancel', ...check.data }, words) : null;

  return (
    <SessionDialogFrame
      open={open}
      onOpenChange={changeOpen}
      triggerLabel={t('cancel.trigger')}
      className="max-w-md"
      title={done ? t('cancel.doneTitle') : t('cancel.title')}
      description={
        <>
          {session.service.name} · {formatInstantRange(session.startsAt, session.endsAt, timeZone, regional)} (
          {formatZoneLabel(timeZone, new Date(session.startsAt), regional)})
        </>
      }
      footer={
        <SessionDialogButtons done={done !== null} doneLabel={t('cancel.done')} keepLabel={t('cancel.keep')}>
          {state?.step === 'failed' ? (
            <Button variant="secondary" onClick={() => void check.refetch()}>
              {t('cancel.tryAgain')}
            </Button>
          ) : null}
          <Button variant="danger" loading={submitting} disabled={!preview?.canConfirm} onClick={() => void onSubmit()}>
            {t('cancel.confirm')}
          </Button>
        </SessionDialogButtons>
      }
    >
      {!done && state?.step === 'loading' ? <SessionOutcomePending /> : null}
      {!done && state?.step === 'failed' ? <SessionOutcomePending error={state.message} /> : null}
      {preview ? <SessionOutcome description={preview} /> : null}
      {done ? (
        <SessionOutcome description={describeOutcome({ kind: 'cancel', ...done, tense: 'done' }, words)} />
      ) : null}
      {preview?.canConfirm ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={reasonId}>{t('cancel.reason')}</Label>
          <Textarea id={reasonId} rows={2} maxLength={500} {...form.register('reason')} />
        </div>
      ) : null}
      <SessionDialogError message={formError} />
    </SessionDialogFrame>
  );
}
