'use client';

import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { rescheduleTeacherSessionRoute } from '@/lib/booking/reschedule-contracts';
import { refusalMessage } from '@/lib/client/api-refusal';
import { formatDateTime, formatZoneName } from '@/lib/presentation/format';

export type MoveProposal = {
  /** The dragged block, dimmed until the move is settled. */
  element: HTMLElement;
  sessionId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  newStartsAt: string;
};

type Props = {
  proposal: MoveProposal | null;
  zone: string;
  /** Closed: with the new time's text when the session moved, null when the teacher kept the old time. */
  onDone: (moved: string | null) => void;
  onRefused: (message: string) => void;
};

/** "Move this session?" after a drop: both times on the teacher's clock, the zone named, then the API. */
export function MoveSessionDialog({ proposal, zone, onDone, onRefused }: Props) {
  const t = useTranslations('teacherCalendar.move');
  const regional = useRegionalFormat();
  const move = useApiMutation(rescheduleTeacherSessionRoute);
  const at = (instant: string) => formatDateTime(instant, zone, 'sessionStart', regional);
  const clock = (instant: string | Date) => formatDateTime(instant, zone, 'clock', regional);
  const newEnd = proposal
    ? new Date(Date.parse(proposal.newStartsAt) + Date.parse(proposal.endsAt) - Date.parse(proposal.startsAt))
    : null;

  function confirm() {
    if (!proposal) return;
    move.mutate(
      { params: { id: proposal.sessionId }, body: { startUtc: proposal.newStartsAt } },
      {
        onSuccess: () => onDone(at(proposal.newStartsAt)),
        onError: (error) => onRefused(refusalMessage(error, t('failed'))),
      },
    );
  }

  return (
    <ConfirmDialog
      open={proposal !== null}
      onOpenChange={(open) => {
        if (!open && !move.isPending) onDone(null);
      }}
      title={t('title')}
      description={
        proposal && newEnd ? (
          <>
            <p className="text-foreground font-medium">{proposal.title}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt>{t('from')}</dt>
              <dd className="text-foreground">
                {at(proposal.startsAt)}–{clock(proposal.endsAt)}
              </dd>
              <dt>{t('to')}</dt>
              <dd className="text-foreground font-semibold">
                {at(proposal.newStartsAt)}–{clock(newEnd)}
              </dd>
            </dl>
            <p className="mt-2">{t('zone', { zone: formatZoneName(zone, regional) })}</p>
          </>
        ) : null
      }
      confirmLabel={t('confirm')}
      pending={move.isPending}
      onConfirm={confirm}
    />
  );
}
