import { Video } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { statusTone } from '@/components/ui/status-badge';
import type { TStudentSession } from '@/lib/booking/student/schemas';
import { formatZoneLabel } from '@/lib/core/format-time';
import { formatDuration } from '@/lib/ui/format';
import { formatInstantRange } from '@/lib/ui/time-zones-local-slots';
import { SessionCancelDialog } from './session-cancel-dialog';
import { SessionRescheduleDialog } from './session-reschedule-dialog';

/** Statuses in the student's words (the teacher's screens use the raw names). */
const statusLabels: Record<TStudentSession['status'], string> = {
  hold: 'Awaiting payment',
  pending_confirmation: 'Awaiting confirmation',
  scheduled: 'Scheduled',
  pending_review: 'Awaiting review',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Missed',
  rejected: 'Declined',
  expired: 'Expired',
};

const statusTones: Partial<Record<TStudentSession['status'], BadgeTone>> = {
  hold: 'warning',
  pending_confirmation: 'warning',
  pending_review: 'info',
  rejected: 'danger',
};

type Props = {
  session: TStudentSession;
  /** The student's zone: every card of the list is on this one clock, named beside the time. */
  timeZone: string;
};

/** One session in the portal: time on the student's clock, what, with whom, status and actions. */
export function SessionCard({ session, timeZone }: Props) {
  const time = formatInstantRange(session.startsAt, session.endsAt, timeZone);
  const showMeeting = session.status === 'scheduled' && session.meetingUrl;
  const hasActions = session.canCancel || session.canReschedule;
  return (
    <li>
      <article
        aria-label={`${session.service.name}, ${time}`}
        className="border-border bg-surface flex flex-col gap-3 rounded-xl border p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0 space-y-1">
          <p className="text-foreground font-semibold tabular-nums">
            <time dateTime={session.startsAt}>{time}</time>
            <span className="text-muted-foreground ml-2 text-xs font-normal">
              {formatZoneLabel(timeZone, new Date(session.startsAt))}
            </span>
          </p>
          <p className="text-foreground text-sm">
            {session.service.name}
            {session.isTrialSession ? ' (trial)' : ''}
            <span className="text-muted-foreground"> · {formatDuration(session.service.durationMinutes)}</span>
          </p>
          <p className="text-muted-foreground text-sm">with {session.teacher.name}</p>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <Badge tone={statusTones[session.status] ?? statusTone(session.status)} dot>
              {statusLabels[session.status]}
            </Badge>
            {session.rescheduleCount > 0 ? (
              <span className="text-muted-foreground text-xs">
                Rescheduled {session.rescheduleCount} {session.rescheduleCount === 1 ? 'time' : 'times'}
              </span>
            ) : null}
          </div>
          {session.status === 'cancelled' && session.cancellationReason ? (
            <p className="text-muted-foreground text-xs">Reason: {session.cancellationReason}</p>
          ) : null}
        </div>
        {showMeeting || hasActions ? (
          <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
            {showMeeting ? (
              <a
                href={session.meetingUrl ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium"
              >
                <Video className="size-4" aria-hidden="true" /> Join meeting
              </a>
            ) : null}
            {session.canReschedule ? <SessionRescheduleDialog session={session} timeZone={timeZone} /> : null}
            {session.canCancel ? <SessionCancelDialog session={session} timeZone={timeZone} /> : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
