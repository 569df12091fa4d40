'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { useApiQuery } from '@/components/api/use-api-query';
import { SlotPicker, type PickedSlot } from '@/components/booking/slot-picker';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { previewStudentRescheduleRoute, rescheduleStudentSessionRoute } from '@/lib/booking/student/contracts';
import { describeOutcome } from '@/lib/booking/student/describe-outcome';
import type { TStudentSession } from '@/lib/booking/student/schemas';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { formatZoneLabel } from '@/lib/presentation/format';
import { formatInstantRange } from '@/lib/availability/local-slots';
import { SessionDialogButtons, SessionDialogError, SessionDialogFrame } from './session-dialog-frame';
import { SessionOutcome, SessionOutcomePending } from './session-outcome';

const isSlotTaken = (error: unknown) => error instanceof ApiRefusal && error.code === 'SLOT_UNAVAILABLE';

type Words = (key: string) => string;

const failureText = (error: unknown, fallback: string, t: Words) => {
  if (!(error instanceof ApiRefusal)) return fallback;
  if (isSlotTaken(error)) return t('slotTaken');
  // INVALID_STATE: the server says why (started, not scheduled, shared with other students...).
  if (error.status === 409) return error.message || t('noLonger');
  return error.message || fallback;
};

/**
 * "Reschedule" on a session: pick a free time of the same service, see what the policy says about
 * moving to it (and whether it is still free), then confirm.
 */
export function SessionRescheduleDialog({ session, timeZone }: { session: TStudentSession; timeZone: string }) {
  const t = useTranslations('portal');
  const regional = useRegionalFormat();
  const words = (key: string) => t(`reschedule.${key}`);
  const [picked, setPicked] = useState<PickedSlot | null>(null);
  // The current and the new time are written on one clock, named: the student's, or the zone they
  // switched the picker to.
  const shownZone = picked?.timeZone ?? timeZone;
  const zoneLabel = formatZoneLabel(shownZone, new Date(session.startsAt), regional);
  const onStudentClock = (start: string, end: string) => formatInstantRange(start, end, shownZone, regional);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const params = { id: session.id };
  // Asked for each picked time, never from the cache: whether it is still free changes.
  const check = useApiQuery(
    previewStudentRescheduleRoute,
    { params, query: { startUtc: picked?.slot.startUtc ?? '' } },
    { enabled: open && picked !== null, staleTime: 0 },
  );
  // The page is refreshed when the dialog closes, so that the outcome stays on screen until then.
  const move = useApiMutation(rescheduleStudentSessionRoute, { refresh: false });
  const done = move.data ?? null;
  const error = move.error ? failureText(move.error, t('reschedule.failed'), words) : null;

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) {
      setPicked(null);
      move.reset();
    } else if (done) {
      router.refresh();
    }
  }

  function pick(choice: PickedSlot | null) {
    setPicked(choice);
    move.reset();
  }

  function confirm() {
    if (!picked) return;
    move.mutate(
      { params, body: { startUtc: picked.slot.startUtc, timezone: picked.timeZone } },
      {
        onError: (refusal) => {
          if (!isSlotTaken(refusal)) return;
          setPicked(null);
          setReloadKey((key) => key + 1);
        },
      },
    );
  }

  const preview = !picked
    ? { step: 'idle' as const }
    : check.isFetching || check.isPending
      ? { step: 'loading' as const }
      : check.isError
        ? { step: 'failed' as const, message: failureText(check.error, t('reschedule.checkFailed'), words) }
        : { step: 'ready' as const, preview: check.data };
  const described =
    preview.step === 'ready'
      ? describeOutcome(
          { kind: 'reschedule', outcome: preview.preview.outcome, slotAvailable: preview.preview.slotAvailable },
          (key, values) => t(`outcome.${key}`, values),
        )
      : null;

  return (
    <SessionDialogFrame
      open={open}
      onOpenChange={changeOpen}
      triggerLabel={t('reschedule.trigger')}
      className="max-w-2xl"
      title={done ? t('reschedule.doneTitle') : t('reschedule.title')}
      description={
        <>
          {t.rich(done ? 'reschedule.was' : 'reschedule.current', {
            service: session.service.name,
            time: onStudentClock(session.startsAt, session.endsAt),
            zone: zoneLabel,
            b: (chunks) => <span className="font-medium">{chunks}</span>,
          })}
        </>
      }
    >
      {done ? (
        <>
          <SessionOutcome
            description={describeOutcome({ kind: 'reschedule', outcome: done.outcome, tense: 'done' }, (key, values) =>
              t(`outcome.${key}`, values),
            )}
          />
          <p className="text-foreground text-sm">
            {t.rich('reschedule.newTime', {
              time: onStudentClock(done.session.startsAt, done.session.endsAt),
              zone: zoneLabel,
              b: (chunks) => <span className="font-medium">{chunks}</span>,
            })}
          </p>
        </>
      ) : (
        <SlotPicker
          teacherSlug={session.teacher.slug}
          serviceId={session.service.id}
          source="student"
          selected={picked?.slot.startUtc ?? null}
          onSelect={pick}
          reloadKey={reloadKey}
          initialTimeZone={timeZone}
        />
      )}
      {/* The dialog scrolls within the screen; what the picked time means and the actions stay in sight at
            its foot (a phone's picker is long). The negative offsets cover the dialog's own padding. */}
      <div className="bg-surface border-border sticky -bottom-5 z-10 -mx-5 -mb-5 space-y-3 border-t px-5 pt-3 pb-5 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:pb-6">
        {done ? null : (
          <div className="space-y-2">
            <p className="text-foreground text-sm" aria-live="polite">
              {picked
                ? // The slot's own label is on the picker's clock, the zone shownZone names.
                  t.rich('reschedule.picked', {
                    start: picked.slot.label,
                    end: picked.slot.endTime,
                    zone: zoneLabel,
                    b: (chunks) => <span className="font-medium">{chunks}</span>,
                  })
                : t('reschedule.choose')}
            </p>
            {preview.step === 'loading' ? <SessionOutcomePending /> : null}
            {preview.step === 'failed' ? <SessionOutcomePending error={preview.message} /> : null}
            {described ? <SessionOutcome description={described} /> : null}
          </div>
        )}
        <SessionDialogError message={error} />
        <DialogFooter className="flex-row flex-wrap justify-end pt-0">
          <SessionDialogButtons done={done !== null} doneLabel={t('reschedule.done')} keepLabel={t('reschedule.keep')}>
            <Button loading={move.isPending} disabled={!described?.canConfirm} onClick={confirm}>
              {t('reschedule.confirm')}
            </Button>
          </SessionDialogButtons>
        </DialogFooter>
      </div>
    </SessionDialogFrame>
  );
}
