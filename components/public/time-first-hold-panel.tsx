'use client';

import { Hourglass } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { releaseTimeFirstHoldRoute } from '@/lib/booking/time-first/contracts';
import type { TTimeFirstHeldResult } from '@/lib/booking/time-first/schemas';
import { ApiRefusal, refusalMessage } from '@/lib/client/api-refusal';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatDateTime, formatMoney, formatZoneName } from '@/lib/presentation/format';
import { formatCountdown, useCountdown } from './use-countdown';

type Props = {
  /** The service booked: where the hold is released. */
  params: { slug: string; serviceSlug: string };
  held: TTimeFirstHeldResult;
  /** "Mon 7 Dec, 10:00" and its end "11:00", in `timeZone`. */
  slot: { label: string; endTime: string };
  timeZone: string;
  /** The list price, to show a discount taken off. */
  listAmount: number;
  who: { name: string; email: string };
  onChooseAgain: () => void;
};

/** The held time with its 15-minute countdown and "Pay €X" (the processor's checkout); when it runs out, choose again. */
export function TimeFirstHoldPanel({ params, held, slot, timeZone, listAmount, who, onChooseAgain }: Props) {
  const t = useTranslations('publicTimeFirst.hold');
  const regional = useRegionalFormat();
  const secondsLeft = useCountdown(held.holdExpiresAt);
  const [leaving, setLeaving] = useState(false);
  // "Choose another time" lets the time go at once, so this visitor (or anyone) can hold it again.
  const release = useApiMutation(releaseTimeFirstHoldRoute, { refresh: false, onSuccess: onChooseAgain });
  // A 404 means there is nothing of theirs left to release: back to the times all the same.
  const releaseError =
    release.error && !(release.error instanceof ApiRefusal && release.error.status === 404)
      ? refusalMessage(release.error, t('releaseFailed'))
      : null;
  const expired = secondsLeft === 0;
  const price = formatMoney(held.amount, held.currency, regional);

  return (
    <section
      aria-labelledby="hold-heading"
      className="border-primary/40 bg-surface space-y-4 rounded-xl border-2 p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="hold-heading" className="text-foreground text-lg font-semibold">
          {t(expired ? 'ranOut' : 'heading')}
        </h2>
        {expired ? null : (
          <p className="bg-primary/10 text-primary inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums">
            <Hourglass className="size-4" aria-hidden="true" />
            {/* A timer: read when asked, not announced every second. */}
            <span role="timer" aria-label={t('timeLeft')}>
              {formatCountdown(secondsLeft)}
            </span>
          </p>
        )}
      </div>
      <div className="space-y-1">
        <p className="text-foreground text-base font-medium">{t('slot', { label: slot.label, end: slot.endTime })}</p>
        <p className="text-muted-foreground text-sm">{t('timesIn', { zone: formatZoneName(timeZone, regional) })}</p>
      </div>
      <p className="text-muted-foreground text-sm break-words">
        {t.rich('bookingAs', {
          name: who.name,
          email: who.email,
          b: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
        })}
      </p>
      {expired ? (
        <>
          <p role="alert" className="text-muted-foreground text-sm leading-6">
            {t('ranOutBody')}
          </p>
          <Button size="lg" className="w-full" onClick={onChooseAgain}>
            {t('chooseAgain')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground text-sm leading-6">
            {t('payBy', { time: formatDateTime(held.holdExpiresAt, timeZone, 'time', regional) })}
            {held.amount < listAmount ? (
              <> {t('discount', { price, list: formatMoney(listAmount, held.currency, regional) })}</>
            ) : null}
          </p>
          <Button
            size="lg"
            className="w-full"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              window.location.assign(held.checkoutUrl);
            }}
          >
            {t('pay', { price })}
          </Button>
          {releaseError ? (
            <p role="alert" className="text-danger-foreground text-sm font-medium">
              {releaseError}
            </p>
          ) : null}
          <Button
            variant="ghost"
            className="w-full"
            loading={release.isPending}
            disabled={leaving}
            onClick={() =>
              release.mutate(
                { params, body: { sessionId: held.sessionId, checkoutId: held.checkoutId } },
                { onError: (error) => error instanceof ApiRefusal && error.status === 404 && onChooseAgain() },
              )
            }
          >
            {t('chooseAnother')}
          </Button>
        </>
      )}
    </section>
  );
}
