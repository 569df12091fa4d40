'use client';

import { useApiMutation } from '@/components/api/use-api-mutation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { rescheduleTeacherSessionRoute } from '@/lib/booking/reschedule-contracts';
import { refusalMessage } from '@/lib/client/api-refusal';
import { formatInZone, formatZoneName } from '@/lib/core/format-time';

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
  const move = useApiMutation(rescheduleTeacherSessionRoute);
  const at = (instant: string) => formatInZone(instant, zone, 'sessionStart');
  const newEnd = proposal
    ? new Date(Date.parse(proposal.newStartsAt) + Date.parse(proposal.endsAt) - Date.parse(proposal.startsAt))
    : null;

  function confirm() {
    if (!proposal) return;
    move.mutate(
      { params: { id: proposal.sessionId }, body: { startUtc: proposal.newStartsAt } },
      {
        onSuccess: () => onDone(at(proposal.newStartsAt)),
        onError: (error) => onRefused(refusalMessage(error, 'The session could not be moved.')),
      },
    );
  }

  return (
    <ConfirmDialog
      open={proposal !== null}
      onOpenChange={(open) => {
        if (!open && !move.isPending) onDone(null);
      }}
      title="Move this session?"
      description={
        proposal && newEnd ? (
          <>
            <p className="text-foreground font-medium">{proposal.title}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt>From</dt>
              <dd className="text-foreground">
                {at(proposal.startsAt)}–{formatInZone(proposal.endsAt, zone, 'clock')}
              </dd>
              <dt>To</dt>
              <dd className="text-foreground font-semibold">
                {at(proposal.newStartsAt)}–{formatInZone(newEnd, zone, 'clock')}
              </dd>
            </dl>
            <p className="mt-2">Times in {formatZoneName(zone)}, your time zone. The session keeps its length.</p>
          </>
        ) : null
      }
      confirmLabel="Move session"
      pending={move.isPending}
      onConfirm={confirm}
    />
  );
}
